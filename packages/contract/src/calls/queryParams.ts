import { z } from 'zod';

// Query strings carry text only: a GET call's numbers and flags arrive as strings on the server,
// and the platform's clients also send empty strings for "not set" (`isNew=`, `gameClassify=`).
// These helpers read both forms and keep the client's input types precise.

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

function numberFrom(v: unknown): unknown {
  if (typeof v === 'string' && v.trim() !== '') return Number(v.trim());
  return v;
}

/** A whole number in [min, max], given as a number or its text. */
export function queryInt(min: number, max: number): z.ZodType<number, number | string> {
  return z.preprocess(numberFrom, z.number().int().min(min).max(max)) as unknown as z.ZodType<
    number,
    number | string
  >;
}

/** Like {@link queryInt}, with a default for a missing or empty value. */
export function queryIntOr(min: number, max: number, fallback: number) {
  return (
    z.preprocess(
      (v) => (isBlank(v) ? fallback : numberFrom(v)),
      z.number().int().min(min).max(max),
    ) as unknown as z.ZodType<number, number | string>
  ).default(fallback);
}

/** An optional number (not only whole) in [min, max]; empty means not set. */
export function queryNumberOptional(min: number, max: number) {
  return (
    z.preprocess(
      (v) => (isBlank(v) ? undefined : numberFrom(v)),
      z.number().min(min).max(max).optional(),
    ) as unknown as z.ZodType<number | undefined, number | string>
  ).optional();
}

/** An amount of money: a number or its text, more than 0, at most 2 decimals. */
export const moneyAmount = z.preprocess(
  numberFrom,
  z
    .number()
    .positive('must be more than 0')
    .max(100_000_000)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most 2 decimals'),
) as unknown as z.ZodType<number, number | string>;

/** A 0/1 flag given as 1, 0, '1', '0', true, false or empty (empty means not set). */
export const queryFlag = (
  z.preprocess(
    (v) => {
      if (isBlank(v)) return undefined;
      if (v === true || v === 'true' || v === '1' || v === 1) return 1;
      if (v === false || v === 'false' || v === '0' || v === 0) return 0;
      return v;
    },
    z.union([z.literal(0), z.literal(1)]).optional(),
  ) as unknown as z.ZodType<0 | 1 | undefined, 0 | 1 | '0' | '1' | boolean | ''>
).optional();

/** Free text, trimmed, at most `max` characters; empty means not set. */
export function queryText(max: number) {
  return (
    z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() || undefined : v === null ? undefined : v),
      z.string().max(max).optional(),
    ) as unknown as z.ZodType<string | undefined, string>
  ).optional();
}

/** A code such as a game type or vendor: letters, digits, `_` and `-`; empty means not set. */
export const queryCode = (
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v === null ? undefined : v),
    z
      .string()
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ or - only')
      .optional(),
  ) as unknown as z.ZodType<string | undefined, string>
).optional();

/**
 * A comma list of codes (`"PG,PP"`), also accepted as an array; empty means not set. Codes are
 * compared in upper case, as the platform's vendor and type codes are.
 */
export const queryCodeList = (
  z.preprocess(
    (v) => {
      if (isBlank(v)) return undefined;
      const parts = (Array.isArray(v) ? v.map(String) : String(v).split(','))
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean);
      return parts.length ? parts : undefined;
    },
    z
      .array(
        z
          .string()
          .max(40)
          .regex(/^[A-Z0-9_-]+$/, 'letters, digits, _ or - only'),
      )
      .max(50)
      .optional(),
  ) as unknown as z.ZodType<string[] | undefined, string | string[]>
).optional();

/** A calendar day `YYYY-MM-DD` (the operator's day, Asia/Manila). */
export const dayText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'not a real date');

/** An id the platform may send as a number or a string; read as a string (favourite ids are compared as strings). */
export const idText = z.union([z.string().min(1), z.number()]).transform(String);

/** An amount the platform may send as a number or a numeric string. */
export const looseNumber = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

/** A 0/1 flag the platform may send as a number, boolean or string. */
export const flag01 = z
  .union([z.literal(0), z.literal(1), z.boolean(), z.enum(['0', '1'])])
  .transform((v) => (v === 1 || v === true || v === '1' ? 1 : 0) as 0 | 1);

/** One page of a list: pages count from 1; `totalPages` is 0 for an empty list. */
export const pageInfo = {
  pageNum: z.number().int().min(1),
  totalPages: z.number().int().min(0),
  totalCount: z.number().int().min(0),
};
