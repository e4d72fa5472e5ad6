import * as z from 'zod/mini';

/**
 * The value each defaulted field takes when the platform leaves it out, by schema: what
 * `docs/api.md`'s call table prints (the conformance suite renders it from the schemas).
 */
export const defaultsOf = new WeakMap<z.ZodMiniType, unknown>();

/**
 * A field the site can do without: missing or `null` in the answer, it reads as `value` (a
 * fresh copy for arrays and objects). The contract requires only what the site uses
 * (api-contract §8: one field the platform leaves out must not fail a whole screen).
 */
export function defaulted<S extends z.ZodMiniType>(schema: S, value: z.output<S>) {
  const fresh = (): z.output<S> =>
    Array.isArray(value)
      ? ([...value] as z.output<S>)
      : typeof value === 'object' && value !== null
        ? { ...value }
        : value;
  const field = z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((v): z.output<S> => (v === undefined || v === null ? fresh() : v)),
  );
  defaultsOf.set(field, value);
  return field;
}
