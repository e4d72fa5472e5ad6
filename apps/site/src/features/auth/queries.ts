import { registerSettings, smsNoLogin, type signInProviders } from '@playdeck/contract';
import type { CallRef } from '../../api/callRef';
import { useApiMutation, useApiQuery } from '../../api/hooks';

/** The registration field rules (register settings call). */
export function useRegisterRules() {
  return useApiQuery(registerSettings, {}, { staleTime: 5 * 60_000 });
}

/**
 * The sign-in helpers this deployment configured (social providers, phone verifier, human check).
 * Silent: without an answer the site offers its own ways only.
 */
export function useSignInProviders() {
  return useApiQuery(signInProvidersCall, {}, { staleTime: 5 * 60_000, silent: true });
}

/** The providers call named before its schema loads: most visits never need it at once. */
const signInProvidersCall: CallRef<typeof signInProviders> = {
  id: 'signInProviders',
  token: false,
  load: () => import('./providersCall').then((m) => m.signInProviders),
};

/** Sends an SMS code to a number that has no session yet (SMS login, password by phone). Silent:
 * the form says what went wrong. */
export const useSendSmsCode = () => useApiMutation(smsNoLogin, { silent: true });
