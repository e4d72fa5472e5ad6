import {
  announcements,
  changePassword,
  checkEmail,
  checkInvitationCode,
  checkUsername,
  forgotPasswordByEmail,
  register as registerByUsername,
  registerMobile,
  registerSettings,
  setPasswordByPhone,
  smsNoLogin,
  smsRegister,
  type RequestOf,
  type signInProviders,
} from '@playdeck/contract';
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

// The account forms' calls. Silent: each form says what went wrong itself (under its fields or
// on the field concerned), so no toast.

/** Sends an SMS code to a number that has no session yet (SMS login, password by phone). */
export const useSendSmsCode = () => useApiMutation(smsNoLogin, { silent: true });

/** Sends the SMS code that proves a number during registration. */
export const useSendRegisterSmsCode = () => useApiMutation(smsRegister, { silent: true });

export const useCheckUsername = () => useApiMutation(checkUsername, { silent: true });

export const useCheckEmail = () => useApiMutation(checkEmail, { silent: true });

/** The invitation code of a registration link, checked once. */
export const useLinkInvitationCode = (code: string | null) =>
  useApiQuery(
    checkInvitationCode,
    { code: code ?? '' },
    { enabled: !!code, silent: true, staleTime: Infinity },
  );

export const useCheckInvitationCode = () => useApiMutation(checkInvitationCode, { silent: true });

export const useRegisterMobile = () => useApiMutation(registerMobile, { silent: true });

export const useRegisterByUsername = () => useApiMutation(registerByUsername, { silent: true });

export const useChangePassword = () => useApiMutation(changePassword, { silent: true });

export const useForgotPasswordByEmail = () =>
  useApiMutation(forgotPasswordByEmail, { silent: true });

export const useSetPasswordByPhone = () => useApiMutation(setPasswordByPhone, { silent: true });
