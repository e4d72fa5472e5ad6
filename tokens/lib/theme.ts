// Pure token logic shared by the build, the checks and the Storybook token catalogue: which files
// make a skin in a mode, how partial skins merge over the base, how references resolve, which
// tokens become CSS variables. No file system here, so it also runs in the browser.

export const MODES = ['dark', 'light'] as const;
export type Mode = (typeof MODES)[number];

/** Groups that are raw material for semantic tokens and never become CSS variables. */
export const PRIVATE_GROUPS = ['palette', 'typeface'] as const;

/** A DTCG group or token as read from JSON. */
export type TokenTree = { [key: string]: unknown };

export interface ResolvedToken {
  /** Dotted path, e.g. `color.surface-1`. */
  name: string;
  path: string[];
  /** `$type`, inherited from the nearest group or from the token it aliases. */
  type: string | undefined;
  /** Value with every `{reference}` replaced. */
  value: unknown;
  /** The token this one aliases when its whole value is one reference, e.g. `typeface.inter`. */
  aliasOf?: string;
  description?: string;
  extensions?: Record<string, unknown>;
}

/** Every token of one skin in one mode, by dotted name. */
export type Theme = Map<string, ResolvedToken>;

/** Token files (paths relative to tokens/src) that make up `skin` in `mode`, in the order they apply. */
export function layerFiles(skin: string, mode: Mode): string[] {
  return [
    'base/primitives.json',
    `base/${mode}.json`,
    `skins/${skin}/common.json`,
    `skins/${skin}/${mode}.json`,
  ];
}

/** Logo files a skin may hold, most specific first. */
export function logoCandidates(skin: string, mode: Mode): string[] {
  return [`skins/${skin}/logo-${mode}.svg`, `skins/${skin}/logo.svg`];
}

/** Skin names found in a list of paths relative to tokens/src. */
export function skinsIn(paths: Iterable<string>): string[] {
  const skins = new Set<string>();
  for (const p of paths) {
    const m = /^skins\/([^/]+)\//.exec(p);
    if (m?.[1]) skins.add(m[1]);
  }
  return [...skins].sort();
}

const isObject = (v: unknown): v is TokenTree =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const isToken = (v: unknown): v is TokenTree => isObject(v) && '$value' in v;

/**
 * Merges partial trees over each other: later files win token by token; a token is replaced
 * whole (value, type, extensions), groups merge key by key.
 */
export function mergeTrees(trees: { file: string; tree: TokenTree }[]): TokenTree {
  const out: TokenTree = {};
  const merge = (target: TokenTree, source: TokenTree, file: string, at: string[]) => {
    for (const [key, value] of Object.entries(source)) {
      const here = [...at, key];
      const existing = target[key];
      if (key.startsWith('$') || isToken(value)) {
        if (isToken(value) && existing !== undefined && !isToken(existing)) {
          throw new Error(`${file}: ${here.join('.')} is a group in the base, not a token`);
        }
        target[key] = structuredClone(value);
      } else if (isObject(value)) {
        if (isToken(existing)) {
          throw new Error(`${file}: ${here.join('.')} is a token in the base, not a group`);
        }
        const group = isObject(existing) ? existing : {};
        target[key] = group;
        merge(group, value, file, here);
      } else {
        throw new Error(
          `${file}: ${here.join('.')} must be a group or a token with $value, got ${JSON.stringify(value)}`,
        );
      }
    }
  };
  for (const { file, tree } of trees) merge(out, tree, file, []);
  return out;
}

interface RawToken {
  path: string[];
  token: TokenTree;
  groupType: string | undefined;
}

function collect(tree: TokenTree): Map<string, RawToken> {
  const found = new Map<string, RawToken>();
  const walk = (node: TokenTree, path: string[], groupType: string | undefined) => {
    const type = typeof node.$type === 'string' ? node.$type : groupType;
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('$')) continue;
      if (isToken(value))
        found.set([...path, key].join('.'), {
          path: [...path, key],
          token: value,
          groupType: type,
        });
      else if (isObject(value)) walk(value, [...path, key], type);
    }
  };
  walk(tree, [], undefined);
  return found;
}

const WHOLE_REFERENCE = /^\{([^{}]+)\}$/;
const ANY_REFERENCE = /\{([^{}]+)\}/g;

/** Resolves every `{a.b}` reference (DTCG aliases), with clear errors for missing or circular ones. */
export function resolveTree(tree: TokenTree): Theme {
  const raw = collect(tree);
  const done: Theme = new Map();
  const resolving = new Set<string>();

  const resolveToken = (name: string, from?: string): ResolvedToken => {
    const ready = done.get(name);
    if (ready) return ready;
    const entry = raw.get(name);
    if (!entry) throw new Error(`${from ?? 'token'} refers to {${name}}, which does not exist`);
    if (resolving.has(name)) {
      throw new Error(`circular reference: ${[...resolving, name].join(' -> ')}`);
    }
    resolving.add(name);
    const { token, path, groupType } = entry;
    let type = typeof token.$type === 'string' ? token.$type : groupType;
    let aliasOf: string | undefined;
    const resolveValue = (v: unknown): unknown => {
      if (typeof v === 'string') {
        const whole = WHOLE_REFERENCE.exec(v);
        if (whole?.[1]) return resolveToken(whole[1], name).value;
        return v.replace(ANY_REFERENCE, (_, ref: string) => {
          const inner = resolveToken(ref, name).value;
          if (typeof inner === 'object') {
            throw new Error(`${name}: {${ref}} is not a simple value and cannot sit inside text`);
          }
          return String(inner);
        });
      }
      if (Array.isArray(v)) return v.map(resolveValue);
      if (isObject(v))
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, resolveValue(x)]));
      return v;
    };
    const whole = typeof token.$value === 'string' ? WHOLE_REFERENCE.exec(token.$value) : null;
    if (whole?.[1]) {
      aliasOf = whole[1];
      type ??= resolveToken(whole[1], name).type;
    }
    const resolved: ResolvedToken = {
      name,
      path,
      type,
      value: resolveValue(token.$value),
      ...(aliasOf ? { aliasOf } : {}),
      ...(typeof token.$description === 'string' ? { description: token.$description } : {}),
      ...(isObject(token.$extensions) ? { extensions: token.$extensions } : {}),
    };
    resolving.delete(name);
    done.set(name, resolved);
    return resolved;
  };

  for (const name of raw.keys()) resolveToken(name);
  return done;
}

/** Builds one skin in one mode from token files keyed by their path under tokens/src. */
export function buildTheme(
  files: Record<string, TokenTree | undefined>,
  skin: string,
  mode: Mode,
  logo: string | undefined,
): { tree: TokenTree; theme: Theme } {
  const layers = layerFiles(skin, mode).flatMap((file) => {
    const tree = files[file];
    return tree ? [{ file, tree }] : [];
  });
  if (layers.length < 2)
    throw new Error(
      `the base token files are missing (${layerFiles(skin, mode).slice(0, 2).join(', ')})`,
    );
  const tree = mergeTrees(layers);
  if (logo) {
    const brand = isObject(tree.brand) ? tree.brand : {};
    brand.logo = {
      $type: 'asset',
      $value: logo,
      $description: 'The skin logo, added by the build from the skin folder.',
    };
    tree.brand = brand;
  }
  return { tree, theme: resolveTree(tree) };
}

export const isEmitted = (path: readonly string[]) =>
  !(PRIVATE_GROUPS as readonly string[]).includes(path[0] ?? '');

/** The CSS custom property a token becomes. */
export const cssVarName = (path: readonly string[]) => `--pd-${path.join('-')}`;

/** Tokens that become CSS variables, in file order. */
export const emittedTokens = (theme: Theme) => [...theme.values()].filter((t) => isEmitted(t.path));

export const MOTION_EXTENSION = 'com.playdeck.motion';
export const FONTSOURCE_EXTENSION = 'com.playdeck.fontsource';

/** Duration tokens that drive CSS transitions and animations (they stop under reduced motion). */
export const animatingDurations = (theme: Theme) =>
  emittedTokens(theme).filter((t) => t.extensions?.[MOTION_EXTENSION] === 'animates');

export interface Fontsource {
  package: string;
  file: string;
}

/** Bundled variable fonts the emitted font tokens use (from the typeface they alias). */
export function fontsUsed(theme: Theme): Fontsource[] {
  const seen = new Map<string, Fontsource>();
  for (const t of emittedTokens(theme)) {
    if (t.type !== 'fontFamily' || !t.aliasOf) continue;
    const ext = theme.get(t.aliasOf)?.extensions?.[FONTSOURCE_EXTENSION];
    if (isObject(ext) && typeof ext.package === 'string' && typeof ext.file === 'string') {
      seen.set(ext.package, { package: ext.package, file: ext.file });
    }
  }
  return [...seen.values()];
}

/** The lightest and heaviest font weights the emitted tokens use, e.g. [400, 800]. */
export function weightRange(theme: Theme): [number, number] {
  const weights = emittedTokens(theme)
    .filter((t) => t.type === 'fontWeight' && typeof t.value === 'number')
    .map((t) => t.value as number);
  return weights.length ? [Math.min(...weights), Math.max(...weights)] : [400, 400];
}
