import { ApiError, NetworkError, SchemaError } from '@playdeck/contract';

/** Catalogue keys for messages the site shows for failed calls (spec 1 §8). */
export type ErrorMessageKey =
  | 'error.notLoggedIn'
  | 'error.notMember'
  | 'error.notAgent'
  | 'error.usernameTaken'
  | 'error.userMissing'
  | 'error.noPermission'
  | 'error.verificationCode'
  | 'error.unknown'
  | 'error.network'
  | 'error.timeout'
  | 'error.captchaEmpty'
  | 'error.invalidInvitation'
  | 'error.confirmMismatch'
  | 'error.samePassword'
  | 'free_reject';

/**
 * Platform error codes with a message of our own. Codes not listed show the server's message when
 * it sent one (it answers in the `Language` header's language), else "Unknown error".
 */
export const errorCodeMessages: Readonly<Record<string, ErrorMessageKey>> = {
  'login.not.session': 'error.notLoggedIn',
  'user.or.token.invalid': 'error.notLoggedIn',
  'customer.not.login': 'error.notLoggedIn',
  CUSTOMER_NOT_LOGIN: 'error.notLoggedIn',
  'login.not.member': 'error.notMember',
  'login.not.agent': 'error.notAgent',
  'register.username.exists': 'error.usernameTaken',
  'user.not.exist.or.disabled': 'error.userMissing',
  USER_NOT_EXIST: 'error.userMissing',
  'function.not.available': 'error.noPermission',
  'verification.code.error': 'error.verificationCode',
  'captcha.required': 'error.captchaEmpty',
  'affiliate.code.invalid': 'error.invalidInvitation',
  'password.confirm.mismatch': 'error.confirmMismatch',
  'modify.new.old.same': 'error.samePassword',
  free_reject: 'free_reject',
  'system.error': 'error.unknown',
};

export type ErrorMessage = { key: ErrorMessageKey } | { text: string };

/** What to tell the player about a failed call. */
export function describeError(error: unknown): ErrorMessage {
  if (error instanceof NetworkError)
    return { key: error.timedOut ? 'error.timeout' : 'error.network' };
  if (error instanceof ApiError) {
    if (error.sessionLost) return { key: 'error.notLoggedIn' };
    const known = errorCodeMessages[error.errorCode];
    if (known) return { key: known };
    if (error.status >= 500) return { key: 'error.unknown' };
    const text = error.message.trim();
    // The message is the code itself when the server sent none: not something to show a player.
    if (text && text !== error.errorCode && !/^http\.\d+$/.test(text)) return { text };
    return { key: 'error.unknown' };
  }
  if (error instanceof SchemaError) return { key: 'error.unknown' };
  return { key: 'error.unknown' };
}
