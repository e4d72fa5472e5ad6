/**
 * The phone-verification provider and the human check (spec 1 §3, §7: "a phone-verification
 * provider can send and verify the code instead of the server"; SMS requests carry
 * "human-verification result fields"): the rules the login form follows when a deployment
 * configures them.
 */

/** After the provider sends a code, the get-code button counts down this long (spec 1 §9: 60). */
export const PROVIDER_RESEND_MS = 60_000;

/**
 * The number as the provider takes it (E.164): `+`, the dialling code, then the national number
 * without spaces, dashes or the trunk `0` (`0917 123 4567` with 63 → `+639171234567`). A number
 * typed with its own `+<dialling code>` keeps it once.
 */
export function e164PhoneNumber(countryDialingCode: string, typed: string): string {
  const cc = countryDialingCode.replace(/\D/g, '');
  let digits = typed.replace(/[\s-]/g, '');
  if (digits.startsWith('+')) {
    digits = digits.slice(1);
    if (digits.startsWith(cc)) digits = digits.slice(cc.length);
  }
  digits = digits.replace(/\D/g, '').replace(/^0/, '');
  return `+${cc}${digits}`;
}

/** What the form says for a refusal of the provider or the check service (its own codes). */
export type VerifierProblem =
  'codeWrong' | 'codeExpired' | 'tooFrequent' | 'humanCheckFailed' | 'mobileDigits' | 'unavailable';

export function verifierProblem(code: string): VerifierProblem {
  switch (code) {
    case 'INVALID_CODE':
    case 'INVALID_VERIFICATION_CODE':
      return 'codeWrong';
    case 'SESSION_EXPIRED':
    case 'INVALID_SESSION_INFO':
    case 'CODE_EXPIRED':
      return 'codeExpired';
    case 'TOO_MANY_ATTEMPTS_TRY_LATER':
    case 'QUOTA_EXCEEDED':
    case 'too_many_requests':
      return 'tooFrequent';
    case 'CAPTCHA_CHECK_FAILED':
      return 'humanCheckFailed';
    case 'INVALID_PHONE_NUMBER':
      return 'mobileDigits';
    default:
      return 'unavailable';
  }
}
