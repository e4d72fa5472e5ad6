import type * as z from 'zod/mini';
import { defaultsOf } from '../defaults';

// What an answer schema requires and what it fills in, read from the schema itself, so the call
// table in docs/api.md cannot drift from the contract. Paths read like the answer: `games[].nodeId`
// (every entry of an array), `*.gameCode` (every value of an object keyed by anything).

export interface SchemaFacts {
  /** Paths the answer must carry (leaves, or a container whose entries need nothing). */
  required: string[];
  /** `path = value` for each field that reads as a value when the answer leaves it out. */
  defaults: string[];
  /** What the answer is at its root: `object`, `record`, `array`, `string`, `unknown`, … */
  kind: string;
}

type Def = {
  type: string;
  innerType?: z.ZodMiniType;
  defaultValue?: unknown;
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  valueType?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  getter?: () => z.ZodMiniType;
};

const defOf = (s: z.ZodMiniType) => s._zod.def as unknown as Def;

/** Whether an object field may be missing (optional, nullish or defaulted). */
function mayBeMissing(s: z.ZodMiniType): boolean {
  return s._zod.optin === 'optional' || defOf(s).type === 'default';
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

const show = (v: unknown) => JSON.stringify(v);

/** Lazy schemas being walked: a recursive one (the whitelabel tree) is read down to itself once. */
const walking = new Set<z.ZodMiniType>();

/** The schema a value is checked against first: the input side of pipes, the first union option. */
function walk(s: z.ZodMiniType, path: string, required: boolean, facts: SchemaFacts): boolean {
  const d = defOf(s);
  if (defaultsOf.has(s)) facts.defaults.push(`${path} = ${show(defaultsOf.get(s))}`);
  switch (d.type) {
    case 'default':
      facts.defaults.push(`${path} = ${show(d.defaultValue)}`);
      return walk(d.innerType as z.ZodMiniType, path, false, facts);
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'prefault':
      return walk(d.innerType as z.ZodMiniType, path, false, facts);
    case 'pipe': {
      const inner = d.in as z.ZodMiniType;
      // A pipe that starts with a transform (lenient readers) checks its output.
      const first = defOf(inner).type === 'transform' ? (d.out as z.ZodMiniType) : inner;
      return walk(first, path, required && !defaultsOf.has(s), facts);
    }
    case 'object': {
      let any = false;
      for (const [key, field] of Object.entries(d.shape ?? {})) {
        const need = required && !mayBeMissing(field);
        const inside = walk(field, join(path, key), need, facts);
        if (need && !inside) facts.required.push(join(path, key));
        any ||= need;
      }
      return any;
    }
    case 'array':
      return listed(d.element as z.ZodMiniType, `${path}[]`, required, facts);
    case 'record':
      // A record may be empty; each value it has needs what its schema requires.
      return walk(d.valueType as z.ZodMiniType, join(path, '*'), required, facts);
    case 'lazy': {
      if (walking.has(s)) return false;
      walking.add(s);
      try {
        return walk((d.getter as () => z.ZodMiniType)(), path, required, facts);
      } finally {
        walking.delete(s);
      }
    }
    case 'union': {
      const options = d.options ?? [];
      const structured = options.find((o) =>
        ['object', 'array', 'record', 'pipe'].includes(defOf(o).type),
      );
      if (!structured) return false;
      return walk(structured, path, required, facts);
    }
    default:
      return false;
  }
}

/** Entries of an array or record: their required fields, or the container itself. */
function listed(element: z.ZodMiniType, path: string, required: boolean, facts: SchemaFacts) {
  const inside = walk(element, path, required, facts);
  if (required && !inside) facts.required.push(path);
  return required;
}

/** The kind of value a schema checks first (through optional, defaults and pipes). */
function rootKind(s: z.ZodMiniType): string {
  const d = defOf(s);
  if (['default', 'optional', 'nullable', 'readonly', 'catch', 'prefault'].includes(d.type))
    return rootKind(d.innerType as z.ZodMiniType);
  if (d.type === 'pipe') {
    const inner = d.in as z.ZodMiniType;
    return rootKind(defOf(inner).type === 'transform' ? (d.out as z.ZodMiniType) : inner);
  }
  if (d.type === 'lazy') return rootKind((d.getter as () => z.ZodMiniType)());
  if (d.type === 'union') {
    const kinds = (d.options ?? []).map(rootKind);
    return kinds.find((k) => k === 'object' || k === 'record' || k === 'array') ?? kinds[0] ?? '';
  }
  return d.type;
}

/** What an answer schema requires and fills in. */
export function schemaFacts(schema: z.ZodMiniType): SchemaFacts {
  const facts: SchemaFacts = { required: [], defaults: [], kind: rootKind(schema) };
  walk(schema, '', true, facts);
  return facts;
}
