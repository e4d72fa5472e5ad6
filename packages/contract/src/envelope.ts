import * as z from 'zod/mini';

/** Every answer of the platform: `{success, value, errorCode?, message?}` (api-contract §1). */
export const envelopeSchema = z.object({
  success: z.boolean(),
  value: z.optional(z.unknown()),
  errorCode: z.nullish(z.string()),
  message: z.nullish(z.string()),
});
export type Envelope<T = unknown> = {
  success: boolean;
  value: T;
  errorCode?: string | null;
  message?: string | null;
};

export function ok<T>(value: T): Envelope<T> {
  return { success: true, value };
}

export function fail(errorCode: string, message?: string, value: unknown = null): Envelope {
  return { success: false, value, errorCode, ...(message ? { message } : {}) };
}
