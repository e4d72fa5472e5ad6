import * as z from 'zod/mini';
import { captchaRule } from '../auth/loginRules';
import { problem } from '../auth/problems';

/** Question types in the picker's order (spec 1 §3): deposit, withdrawal, game, service, apply agent, other. */
export const FEEDBACK_QUESTION_TYPES = [1, 2, 3, 4, 6, 0] as const;
export type FeedbackQuestionType = (typeof FEEDBACK_QUESTION_TYPES)[number];
export const FEEDBACK_CONTENT_MIN = 10;
export const FEEDBACK_CONTENT_MAX = 200;
/** The captcha hint says 1 to 16 digits (spec 1 §5). */
export const FEEDBACK_CAPTCHA_MAX = 16;

/** Characters as a person counts them (an emoji is one). */
export const feedbackLength = (content: string) => [...content.trim()].length;

/** Submit is enabled only while the content is 10 to 200 characters (spec 1 §4). */
export function feedbackContentReady(content: string): boolean {
  const n = feedbackLength(content);
  return n >= FEEDBACK_CONTENT_MIN && n <= FEEDBACK_CONTENT_MAX;
}

/** The feedback form (spec 1 §5): a question type, content 10 to 200, captcha "Enter a captcha". */
export const feedbackSchema = z.object({
  type: z
    .number({ message: problem('typeRequired') })
    .check(
      z.refine(
        (t) => (FEEDBACK_QUESTION_TYPES as readonly number[]).includes(t),
        problem('typeRequired'),
      ),
    ),
  content: z.string().check(
    z.refine(
      (c) => feedbackLength(c) >= FEEDBACK_CONTENT_MIN,
      problem('contentTooShort', { min: FEEDBACK_CONTENT_MIN }),
    ),
    z.refine(
      (c) => feedbackLength(c) <= FEEDBACK_CONTENT_MAX,
      problem('contentTooLong', { max: FEEDBACK_CONTENT_MAX }),
    ),
  ),
  captcha: captchaRule(FEEDBACK_CAPTCHA_MAX, 'captchaEmpty'),
});
export type FeedbackForm = z.input<typeof feedbackSchema>;
