import { isFlagOn, type WhitelabelFlags } from '../shell/whitelabel';

/** Whitelabel module ids the account screens read besides the shell's (spec 1 §3, §6). */
export const AuthFlag = {
  SmsLogin: 'MOBILEVERCODELOGIN3',
  PasswordByPhone: 'CHNGPASSVERIF3',
  PasswordByMail: 'CHNGPASSMAIL3',
  FacebookLogin: 'FACEBOOKLOGIN3',
  GoogleLogin: 'GOOGLELOGIN3',
  UsernameRegistration: 'USERNAMEREG3',
  MobileRegistration: 'MOBILENUMREG3',
  /** A mobile number given at username registration needs its SMS code. */
  RegistrationMobileCode: 'REGMOBVERF3',
  FreePlay: 'FREEPLAY3',
  /** A password the server reports expired must be changed right after login. */
  ForcePasswordChange: 'PWDEXPFORCECHANGE3',
} as const;

export type LoginMethod = 'username' | 'sms';

export interface LoginOptions {
  /** The username / SMS toggle shows only with SMS login on. */
  methods: readonly LoginMethod[];
  /** The forgot-password link: unless the operator closed retrieval (both flags explicitly off). */
  forgotPassword: boolean;
  /** The "try free play" entry: trial accounts on. */
  freePlay: boolean;
}

export function loginOptions(flags: WhitelabelFlags): LoginOptions {
  return {
    methods: isFlagOn(flags, AuthFlag.SmsLogin) ? ['username', 'sms'] : ['username'],
    forgotPassword: !(
      flags[AuthFlag.PasswordByMail] === false && flags[AuthFlag.PasswordByPhone] === false
    ),
    freePlay: isFlagOn(flags, AuthFlag.FreePlay),
  };
}

/**
 * After a login: where to go. A password the server reports expired (a temporary password from
 * the e-mail flow) goes to change password when the operator forces the change.
 */
export function afterLoginRoute(
  flags: WhitelabelFlags,
  answer: { passwordExpired?: boolean | null },
): 'home' | 'changePassword' {
  return answer.passwordExpired && isFlagOn(flags, AuthFlag.ForcePasswordChange)
    ? 'changePassword'
    : 'home';
}
