import * as z from 'zod/mini';

// Small schemas shared by the account, message and system calls. Answers are read leniently
// (the platform's builds differ) and normalised to one shape; requests are strict.

/** An id the platform sends as a number or a string; read as a string. */
export const anyId = z.pipe(
  z.union([z.string().check(z.minLength(1), z.maxLength(64)), z.int()]),
  z.transform(String),
);

/** A boolean the platform may send as true/false, 1/0 or "1"/"0"/"true"/"false". */
export const looseBool = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])]),
  z.transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
);

/** A moment as epoch ms; also read from an ISO or "YYYY-MM-DD hh:mm:ss" text. */
export const epochMs = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((v, ctx) => {
    if (typeof v === 'number') return v;
    if (/^\d+$/.test(v)) return Number(v);
    const parsed = Date.parse(v.includes('T') ? v : v.replace(' ', 'T'));
    if (Number.isNaN(parsed)) {
      ctx.issues.push({ code: 'custom', message: 'not a date', input: v });
      return z.NEVER;
    }
    return parsed;
  }),
);

/** A count the platform may send as a number or numeric text. */
export const count = z.union([
  z.int().check(z.nonnegative()),
  z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number)),
]);

/** Optional free text of at most `max` characters; null means not given. */
export const optionalText = (max: number) => z.nullish(z.string().check(z.maxLength(max)));

/** A country dialling code such as `63` (a leading `+` is accepted). */
export const dialingCode = z
  .string()
  .check(z.trim(), z.regex(/^\+?\d{1,4}$/, 'a dialling code such as 63'));

/** A mobile number as typed: digits with optional spaces, dashes or a leading +; at most 20. */
export const mobileNumber = z
  .string()
  .check(
    z.trim(),
    z.maxLength(20, 'at most 20 characters'),
    z.regex(/^\+?[\d\s-]{4,20}$/, 'digits only'),
  );

/** Captcha as typed: digits only, at most 16 (6 at login and registration, 16 for feedback). */
export const captchaAnswer = (max: number) =>
  z.string().check(z.trim(), z.regex(new RegExp(`^\\d{0,${max}}$`), `digits only, at most ${max}`));

/** An SMS or e-mail verification code: at most 10 digits. */
export const verificationCode = z
  .string()
  .check(z.trim(), z.regex(/^\d{1,10}$/, 'digits only, at most 10'));

/** Anything on success (`value` is null or an ack on the platform); the call resolves to true. */
export const acknowledged = z.pipe(
  z.unknown(),
  z.transform(() => true as const),
);
