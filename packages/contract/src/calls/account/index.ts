// Session, login, registration, passwords, member info.
import { rsaKey } from '../rsaKey';
import { captcha } from './captcha';
import { changePassword } from './changePassword';
import { checkEmail } from './checkEmail';
import { checkInvitationCode } from './checkInvitationCode';
import { checkUsername } from './checkUsername';
import { forgotPasswordByEmail } from './forgotPasswordByEmail';
import { freePlayLogin } from './freePlayLogin';
import { headIcon } from './headIcon';
import { login } from './login';
import { logout } from './logout';
import { memberInfo } from './memberInfo';
import { register } from './register';
import { registerMobile } from './registerMobile';
import { renewSession } from './renewSession';
import { setHeadIcon } from './setHeadIcon';
import { setPasswordByPhone } from './setPasswordByPhone';
import { signInProviders } from './signInProviders';
import { smsNoLogin } from './smsNoLogin';
import { smsRegister } from './smsRegister';

export { rsaKey };
export {
  sessionValue,
  HEAD_ICON_COUNT,
  SOCIAL_LOGIN_TYPES,
  PHONE_PROVIDER_LOGIN_TYPE,
  humanCheckResult,
} from './shared';
export type { SessionValue, SocialLoginType, HumanCheckResult } from './shared';
export * from './login';
export * from './freePlayLogin';
export * from './logout';
export * from './renewSession';
export * from './captcha';
export * from './register';
export * from './registerMobile';
export * from './checkUsername';
export * from './checkEmail';
export * from './checkInvitationCode';
export * from './smsRegister';
export * from './smsNoLogin';
export * from './forgotPasswordByEmail';
export * from './setPasswordByPhone';
export * from './changePassword';
export * from './memberInfo';
export * from './headIcon';
export * from './setHeadIcon';
export * from './signInProviders';

export const accountCalls = {
  rsaKey,
  login,
  freePlayLogin,
  logout,
  renewSession,
  captcha,
  register,
  registerMobile,
  checkUsername,
  checkEmail,
  checkInvitationCode,
  smsRegister,
  smsNoLogin,
  forgotPasswordByEmail,
  setPasswordByPhone,
  changePassword,
  memberInfo,
  headIcon,
  setHeadIcon,
  signInProviders,
} as const;
