// The phone-verification provider's client, in a chunk of its own: the login page loads it only
// when the deployment configures a provider (the contract's verifierServices, with their schemas).
import {
  confirmPhoneCode,
  sendPhoneCode,
  VerifierError,
  type HumanCheckResult,
  type PhoneVerifierConfig,
} from '@playdeck/contract';
import {
  e164PhoneNumber,
  PROVIDER_RESEND_MS,
  verifierProblem,
  type VerifierProblem,
} from '@playdeck/domain';

export { confirmPhoneCode };

/**
 * Asks the provider to text a code to the number as typed; answers its session and when the
 * get-code button may be used again.
 */
export async function sendCode(
  provider: PhoneVerifierConfig,
  countryDialingCode: string,
  mobile: string,
  humanCheck: HumanCheckResult | undefined,
): Promise<{ sessionInfo: string; resendAt: number }> {
  const sent = await sendPhoneCode(
    provider,
    e164PhoneNumber(countryDialingCode, mobile),
    humanCheck,
  );
  return { sessionInfo: sent.sessionInfo, resendAt: Date.now() + PROVIDER_RESEND_MS };
}

/** What the form says for a failed call to the provider. */
export function problemOf(error: unknown): VerifierProblem {
  return verifierProblem(error instanceof VerifierError ? error.code : '');
}
