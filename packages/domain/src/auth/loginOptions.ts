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
  /** The forgot-password link: by mail or by phone on. */
  forgotPassword: boolean;
  /** The "try free play" entry: trial accounts on. */
  freePlay: boolean;
}

export function loginOptions(flags: WhitelabelFlags): LoginOptions {
  return {
    methods: isFlagOn(flags, AuthFlag.SmsLogin) ? ['username', 'sms'] : ['username'],
    forgotPassword:
      isFlagOn(flags, AuthFlag.PasswordByMail) || isFlagOn(flags, AuthFlag.PasswordByPhone),
    freePlay: isFlagOn(flags, AuthFlag.FreePlay),
  };
}

export type SocialProvider = 'facebook' | 'google';

/** Provider ids of this deployment (build-time configuration); none in the demo. */
export interface SocialProviderIds {
  facebookAppId?: string | null;
  googleClientId?: string | null;
}

/** A Facebook app id is a number; a Google web client id ends in `.apps.googleusercontent.com`. */
export function socialProviderConfigured(
  provider: SocialProvider,
  ids: SocialProviderIds,
): boolean {
  if (provider === 'facebook') return /^\d{5,20}$/.test(ids.facebookAppId?.trim() ?? '');
  return /^[\w-]+\.apps\.googleusercontent\.com$/.test(ids.googleClientId?.trim() ?? '');
}

/**
 * The social login icons to show (spec 1 §2): a provider shows only when its flag is on AND its
 * initialisation is available, i.e. this deployment configured a well-formed provider id and the
 * operator API can take the provider's token (`apiAccepts`, from the login call's types).
 */
export function socialLoginProviders(
  flags: WhitelabelFlags,
  ids: SocialProviderIds,
  apiAccepts: readonly string[],
): SocialProvider[] {
  const candidates: [SocialProvider, string][] = [
    ['facebook', AuthFlag.FacebookLogin],
    ['google', AuthFlag.GoogleLogin],
  ];
  return candidates
    .filter(
      ([provider, flag]) =>
        isFlagOn(flags, flag) &&
        socialProviderConfigured(provider, ids) &&
        apiAccepts.includes(provider),
    )
    .map(([provider]) => provider);
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

/**
 * The provider's own sign-in page (OAuth 2.0 / OpenID Connect implicit flow) that a social login
 * icon opens; the provider returns to `returnUrl` with its token in the fragment and `state`
 * echoed. Null when the provider is not configured.
 */
export function socialSignInUrl(
  provider: SocialProvider,
  ids: SocialProviderIds,
  returnUrl: string,
  state: string,
): string | null {
  if (!socialProviderConfigured(provider, ids)) return null;
  if (provider === 'facebook') {
    const q = new URLSearchParams({
      client_id: ids.facebookAppId!.trim(),
      redirect_uri: returnUrl,
      response_type: 'token',
      scope: 'public_profile,email',
      state,
    });
    return `https://www.facebook.com/dialog/oauth?${q.toString()}`;
  }
  const q = new URLSearchParams({
    client_id: ids.googleClientId!.trim(),
    redirect_uri: returnUrl,
    response_type: 'id_token',
    scope: 'openid email profile',
    nonce: state,
    state,
  });
  return `https://accounts.google.com/o/oauth2/v2/auth?${q.toString()}`;
}
