import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { acknowledged, captchaAnswer } from '../shared';

/** Feedback question types: other 0, deposit 1, withdrawal 2, game 3, customer service 4, apply agent 6. */
export const FEEDBACK_TYPES = [0, 1, 2, 3, 4, 6] as const;

/**
 * `PUT /wps/feedback` (token): content 10 to 200 characters, a question type and the captcha
 * (bound to the `captchaId` cookie). `sender` is recorded from the session, whatever is sent.
 */
export const feedback = defineCall({
  id: 'feedback',
  method: 'PUT',
  path: '/wps/feedback',
  moduleId: 'FEEDBACK3',
  token: true,
  encrypted: false,
  request: z.object({
    content: z
      .string()
      .check(z.trim(), z.minLength(10, 'at least 10 characters'), z.maxLength(200, 'at most 200')),
    sender: z.optional(z.string().check(z.maxLength(64))),
    type: z.coerce.number().check(
      z.int(),
      z.refine((t) => (FEEDBACK_TYPES as readonly number[]).includes(t), 'a question type'),
    ),
    captcha: z.pipe(captchaAnswer(16), z.string().check(z.minLength(1, 'Enter a captcha'))),
  }),
  response: acknowledged,
});
