import {
  announcements,
  changePassword,
  checkEmail,
  checkInvitationCode,
  checkUsername,
  forgotPasswordByEmail,
  register as registerByUsername,
  registerMobile,
  setPasswordByPhone,
  smsRegister,
  type RequestOf,
} from '@playdeck/contract';
import { useApiMutation, useApiQuery } from '../../api/hooks';

// Registration's and the password pages' calls, apart from ./queries so the login page does not
// load their schemas. The forms' calls are silent: each form says what went wrong itself (under
// its fields or on the field concerned), so no toast.

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
