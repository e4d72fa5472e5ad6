// How the platform says a session is over, and the request-header rules of its mobile client
// (api-contract §8 #2, #3, #8): plain functions the client applies and the tests pin.

/** Error codes that end the session whatever the HTTP status (`CUSTOMER_NOT_LOGIN` from §1). */
export const SESSION_LOSS_CODES: readonly string[] = [
  'customer.not.login',
  'user.or.token.invalid',
  'login.not.session',
  'CUSTOMER_NOT_LOGIN',
];

/** The `message` of an HTTP 200 `success:false` answer that ends the session. */
export const SESSION_LOSS_MESSAGE = 'CUSTOMER_NOT_LOGIN';

/**
 * Whether a refusal ends the session: HTTP 401, an answer whose `message` is
 * `CUSTOMER_NOT_LOGIN`, or one of {@link SESSION_LOSS_CODES} at any status.
 */
export function isSessionLoss(
  status: number,
  errorCode: string | null | undefined,
  message: string | null | undefined,
): boolean {
  return (
    status === 401 ||
    message === SESSION_LOSS_MESSAGE ||
    (!!errorCode && SESSION_LOSS_CODES.includes(errorCode))
  );
}

/** Refusals the platform's client raises no alert for: rate limiting (`TOO_MANY_REQUEST…`). */
export function isQuietRefusal(errorCode: string | null | undefined): boolean {
  return !!errorCode && errorCode.startsWith('TOO_MANY_REQUEST');
}

/**
 * The `Language` header: the stored language upper-cased, any value containing `cn` (any case)
 * collapsed to `CN`, `EN` when nothing is stored.
 */
export function languageHeader(stored: string | null | undefined): string {
  const text = (stored ?? '').trim();
  if (!text) return 'EN';
  if (text.toLowerCase().includes('cn')) return 'CN';
  return text.toUpperCase();
}

/** `X-Real-UA`: Base64 of the user agent's UTF-8 bytes. */
export function realUaHeader(userAgent: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(userAgent)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Query parameters the platform's client strips: the token travels only in `Authorization`. */
export function isCredentialParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower === 'token' || lower === 'authorization';
}
