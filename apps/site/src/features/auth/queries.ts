import {
  announcements,
  registerSettings,
  type RequestOf,
  type signInProviders,
} from '@playdeck/contract';
import type { CallRef } from '../../api/callRef';
import { useApiQuery } from '../../api/hooks';

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

/** Registration's announcements (spec 1 §9: group m_reg). */
export const REGISTRATION_GROUP = 'm_reg';

const registrationNewsParams: RequestOf<typeof announcements> = {
  types: 'B,PL,PU',
  groupName: REGISTRATION_GROUP,
  platform: 'M',
  merchantCode: __PLAYDECK_MERCHANT__,
};

/** Registration's banners, notices and pop-up notes. Silent, as every announcement call. */
export function useRegistrationNews() {
  return useApiQuery(announcements, registrationNewsParams, { silent: true, staleTime: 60_000 });
}

/** The providers call named before its schema loads: most visits never need it at once. */
const signInProvidersCall: CallRef<typeof signInProviders> = {
  id: 'signInProviders',
  token: false,
  load: () => import('./providersCall').then((m) => m.signInProviders),
};
