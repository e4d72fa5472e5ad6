import * as z from 'zod/mini';
import { defineCall } from '../../call';

/** A payment password is 6 digits. */
export const paymentPasswordText = z.string().check(z.regex(/^\d{6}$/, '6 digits'));

/**
 * Sets the payment password (first time: no old one) or changes it (the old one is required).
 * Encrypted.
 */
export const setPaymentPassword = defineCall({
  id: 'setPaymentPassword',
  method: 'POST',
  path: '/wps/member/paymentPassword',
  moduleId: 'COMM3',
  token: true,
  encrypted: true,
  request: z
    .object({
      oldPaymentPassword: z.optional(z.string().check(z.maxLength(40))),
      newPaymentPassword: paymentPasswordText,
      confirmPaymentPassword: z.string(),
    })
    .check(
      z.refine((p) => p.newPaymentPassword === p.confirmPaymentPassword, {
        path: ['confirmPaymentPassword'],
        message: 'does not match',
      }),
    ),
  response: z.object({ paymentPasswordSet: z.literal(true) }),
});
