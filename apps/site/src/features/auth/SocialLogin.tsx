import { useEffect, useState } from 'react';
import type { SocialProviderConfig } from '@playdeck/contract';
import {
  addPendingSignIn,
  authorizationUrl,
  OAUTH_CALLBACK_ROUTE,
  pkceChallenge,
  randomToken,
  socialLoginProviders,
  type PendingSocialSignIn,
  type SocialProvider,
} from '@playdeck/domain';
import { IconButton } from '@playdeck/ui';
import { useTranslation } from '../../i18n';
import { SessionKey, session } from '../../stores/storageKeys';
import { useSiteConfig } from '../../shell/useSiteConfig';
import { useSignInProviders } from './queries';
import { useAfterLoginTarget } from './afterLogin';
import { canOfferSocialLogin, SocialRow, useSocialLoginExpected } from './SocialRow';

/** The registration link's codes a new member brings along (registration screen only). */
export interface SocialRegistrationCodes {
  affiliateCode: string | null;
  referralCode: string | null;
  domain: string | null;
}

const random = (bytes: Uint8Array) => crypto.getRandomValues(bytes);
const sha256 = (data: Uint8Array<ArrayBuffer>) => crypto.subtle.digest('SHA-256', data);

/**
 * Prepares the sign-in behind one icon: fresh `state`, `nonce` and PKCE pair, kept in the tab
 * (the verifier never leaves it until the code comes back), and the provider's address.
 */
async function prepare(
  config: SocialProviderConfig,
  from: string,
  codes: SocialRegistrationCodes | undefined,
): Promise<string> {
  const pending: PendingSocialSignIn = {
    provider: config.provider,
    state: randomToken(random),
    nonce: randomToken(random),
    codeVerifier: randomToken(random),
    redirectUri: `${location.origin}${OAUTH_CALLBACK_ROUTE}`,
    startedAt: Date.now(),
    from,
    ...codes,
  };
  const codeChallenge = await pkceChallenge(pending.codeVerifier, sha256);
  session.set(
    SessionKey.socialSignIns,
    addPendingSignIn(session.get(SessionKey.socialSignIns), pending, pending.startedAt),
  );
  return authorizationUrl(config, { ...pending, codeChallenge, origin: location.origin });
}

/**
 * Social login icons (spec 1 §2), on login and registration: each shows when its flag is on
 * (GOOGLELOGIN3, FACEBOOKLOGIN3) and the deployment configured the provider. Each icon is a link
 * to the provider's sign-in page (OAuth 2.0 with PKCE), made ready as the icons are drawn; the
 * provider sends the player back to /m/oauth/callback. Without `crypto.subtle` (a page not served
 * over https) the icons are not offered.
 */
export function SocialLogin({ registration }: { registration?: SocialRegistrationCodes }) {
  const { t } = useTranslation();
  const { flags } = useSiteConfig();
  const providers = useSignInProviders();
  const expected = useSocialLoginExpected();
  const from = useAfterLoginTarget();
  const configured = providers.data?.social ?? [];
  const shown = socialLoginProviders(flags, configured);
  const [links, setLinks] = useState<Partial<Record<SocialProvider, string>>>({});
  const key = `${shown.join(',')}|${from}|${JSON.stringify(registration ?? null)}`;

  useEffect(() => {
    if (shown.length === 0 || !canOfferSocialLogin()) return;
    let current = true;
    void Promise.all(
      shown.map(async (provider) => {
        const config = configured.find((c) => c.provider === provider)!;
        return [provider, await prepare(config, from, registration)] as const;
      }),
    ).then((made) => {
      if (current) setLinks(Object.fromEntries(made));
    });
    return () => {
      current = false;
    };
    // `key` sums up what the links depend on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const ready = shown.filter((p) => links[p]);
  // With social login on, the row keeps its place while the providers and links are on their way.
  const waiting = expected && (providers.isPending || ready.length < shown.length);
  if (ready.length === 0) return waiting ? <SocialRow /> : null;
  return (
    <SocialRow>
      {ready.map((p) => (
        <IconButton key={p} icon={p} label={t(`auth.social.${p}`)} href={links[p]!} />
      ))}
    </SocialRow>
  );
}
