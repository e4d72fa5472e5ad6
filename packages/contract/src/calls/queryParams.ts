import * as z from 'zod/mini';

// Query strings carry text only: a GET call's numbers and flags arrive as strings on the server,
// and the platform's clients also send empty strings for "not set" (`isNew=`, `gameClassify=`).
// These helpers read both forms and keep the client's input types precise.

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

function numberFrom(v: unknown): unknown {
  if (typeof v === 'string' && v.trim() !== '') return Number(v.trim());
  return v;
}

/** A whole number in [min, max], given as a number or its text; a default when missing or empty. */
export function queryIntOr(min: number, max: number, fallback: number) {
  return z._default(
    z.pipe(
      z.transform((v) => (isBlank(v) ? fallback : numberFrom(v))),
      z.int().check(z.gte(min), z.lte(max)),
    ) as unknown as z.ZodMiniType<number, number | string>,
    fallback,
  );
}

/** An optional number (not only whole) in [min, max]; empty means not set. */
export function queryNumberOptional(min: number, max: number) {
  return z.optional(
    z.pipe(
      z.transform((v) => (isBlank(v) ? undefined : numberFrom(v))),
      z.optional(z.number().check(z.gte(min), z.lte(max))),
    ) as unknown as z.ZodMiniType<number | undefined, number | string>,
  );
}

/** An amount of money: a number or its text, more than 0, at most 2 decimals. */
export const moneyAmount = z.pipe(
  z.transform(numberFrom),
  z.number().check(
    z.positive('must be more than 0'),
    z.lte(100_000_000),
    z.refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most 2 decimals'),
  ),
) as unknown as z.ZodMiniType<number, number | string>;

/** A 0/1 flag given as 1, 0, '1', '0', true, false or empty (empty means not set). */
export const queryFlag = z.optional(
  z.pipe(
    z.transform((v) => {
      if (isBlank(v)) return undefined;
      if (v === true || v === 'true' || v === '1' || v === 1) return 1;
      if (v === false || v === 'false' || v === '0' || v === 0) return 0;
      return v;
    }),
    z.optional(z.union([z.literal(0), z.literal(1)])),
  ) as unknown as z.ZodMiniType<0 | 1 | undefined, 0 | 1 | '0' | '1' | boolean | ''>,
);

/** Free text, trimmed, at most `max` characters; empty means not set. */
export function queryText(max: number) {
  return z.optional(
    z.pipe(
      z.transform((v) =>
        typeof v === 'string' ? v.trim() || undefined : v === null ? undefined : v,
      ),
      z.optional(z.string().check(z.maxLength(max))),
    ) as unknown as z.ZodMiniType<string | undefined, string>,
  );
}

/** A code such as a game type or vendor: letters, digits, `_` and `-`; empty means not set. */
export const queryCode = z.optional(
  z.pipe(
    z.transform((v) =>
      typeof v === 'string' ? v.trim() || undefined : v === null ? undefined : v,
    ),
    z.optional(
      z
        .string()
        .check(z.maxLength(40), z.regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ or - only')),
    ),
  ) as unknown as z.ZodMiniType<string | undefined, string>,
);

/**
 * A comma list of codes (`"PG,PP"`), also accepted as an array; empty means not set. Codes are
 * compared in upper case, as the platform's vendor and type codes are.
 */
export const queryCodeList = z.optional(
  z.pipe(
    z.transform((v) => {
      if (isBlank(v)) return undefined;
      const parts = (Array.isArray(v) ? v.map(String) : String(v).split(','))
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean);
      return parts.length ? parts : undefined;
    }),
    z.optional(
      z
        .array(
          z
            .string()
            .check(z.maxLength(40), z.regex(/^[A-Z0-9_-]+$/, 'letters, digits, _ or - only')),
        )
        .check(z.maxLength(50)),
    ),
  ) as unknown as z.ZodMiniType<string[] | undefined, string | string[]>,
);

/** A calendar day `YYYY-MM-DD` (the operator's day, Asia/Manila). */
export const dayText = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'),
  z.refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'not a real date'),
);

/** An id the platform may send as a number or a string; read as a string (favourite ids are compared as strings). */
export const idText = z.pipe(
  z.union([z.string().check(z.minLength(1)), z.number()]),
  z.transform(String),
);

/** An amount the platform may send as a number or a numeric string. */
export const looseNumber = z.union([
  z.number(),
  z.pipe(z.string().check(z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number)),
]);

/** A 0/1 flag the platform may send as a number, boolean or string. */
export const flag01 = z.pipe(
  z.union([z.literal(0), z.literal(1), z.boolean(), z.enum(['0', '1'])]),
  z.transform((v) => (v === 1 || v === true || v === '1' ? 1 : 0) as 0 | 1),
);

const itemCount = z.int().check(z.gte(0));

/**
 * One page of a list: pages count from 1; `totalPages` is 0 for an empty list. `totalCount` is
 * optional: only the lists that show a count require it (`pageInfoCounted`).
 */
export const pageInfo = {
  pageNum: z.int().check(z.gte(1)),
  totalPages: z.int().check(z.gte(0)),
  totalCount: z.nullish(itemCount),
};

/** A page of a list whose screen shows how many items there are. */
export const pageInfoCounted = { ...pageInfo, totalCount: itemCount };
