import { z } from 'zod';

/** Every answer of the platform: `{success, value, errorCode?, message?}` (api-contract §1). */
export const envelopeSchema = z.object({
  success: z.boolean(),
  value: z.unknown().optional(),
  errorCode: z.string().nullish(),
  message: z.string().nullish(),
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
