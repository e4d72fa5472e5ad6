import { useCallback } from 'react';
import { i18n, useTranslation } from '../../i18n';
import { ApiError } from '@playdeck/contract';
import { readProblem, retryWait } from '@playdeck/domain';
import { describeError, type ErrorMessage } from '../../api/errors';
import type ty from '../../i18n/locales/ty.auth.json';

type ValidationKey = keyof (typeof ty)['auth']['validation'];
export type FieldLabelKey = keyof (typeof ty)['auth']['field'];

const isValidationKey = (code: string): code is ValidationKey =>
  i18n.has(`auth.validation.${code}`);
const isFieldKey = (name: string): name is FieldLabelKey => i18n.has(`auth.field.${name}`);

/**
 * Turns a form problem (a zod message from the domain rules, e.g. `fieldTooShort?min=6`) into the
 * sentence under the field, in the player's language. `field` names the field for rules that
 * mention it.
 */
export function useProblemText() {
  const { t } = useTranslation();
  return useCallback(
    (message: string | undefined, field?: string): string | undefined => {
      if (!message) return undefined;
      const { code, params } = readProblem(message);
      const key: ValidationKey = isValidationKey(code) ? code : 'invalid';
      const label = field && isFieldKey(field) ? t(`auth.field.${field}`) : '';
      return t(`auth.validation.${key}`, { ...params, field: label });
    },
    [t],
  );
}

type AuthErrorKey = keyof (typeof ty)['auth']['error'];

/** Refusals of the account calls with wording of their own (others: the shared catalogue). */
const accountErrors: Readonly<Record<string, AuthErrorKey>> = {
  'login.password.error': 'loginFailed',
  'captcha.error': 'captchaWrong',
  'captcha.required': 'captchaAsked',
  'request.too.frequent': 'tooFrequent',
  'register.mobile.exists': 'mobileTaken',
  'register.email.exists': 'emailTaken',
  'register.field.invalid': 'fieldInvalid',
  'modify.old.password.error': 'oldPasswordWrong',
  'modify.new.old.same': 'samePassword',
  'social.login.failed': 'socialFailed',
  'human.check.required': 'humanCheckRequired',
  'human.check.failed': 'humanCheckFailed',
  'phone.token.invalid': 'phoneProofInvalid',
};

/** What to tell the player after a failed account call. */
export function useCallErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown): string => {
      if (error instanceof ApiError) {
        // A limit says how long to wait (seconds to minutes): tell the player.
        const wait = error.errorCode === 'request.too.frequent' ? retryWait(error.value) : null;
        if (wait)
          return t(
            wait.unit === 'seconds'
              ? 'auth.error.tooFrequentSeconds'
              : 'auth.error.tooFrequentMinutes',
            { count: wait.count },
          );
        const own = accountErrors[error.errorCode];
        if (own) return t(`auth.error.${own}`);
      }
      const m: ErrorMessage = describeError(error);
      return 'key' in m ? t(m.key) : m.text;
    },
    [t],
  );
}

/** The field a `register.field.invalid` refusal names, with its problem, when it names one. */
export function refusedField(error: unknown): { field: string; problem: string } | null {
  if (!(error instanceof ApiError) || error.errorCode !== 'register.field.invalid') return null;
  const v = error.value as { field?: unknown; problem?: unknown } | null;
  if (typeof v?.field !== 'string') return null;
  return { field: v.field, problem: typeof v.problem === 'string' ? v.problem : 'pattern' };
}
