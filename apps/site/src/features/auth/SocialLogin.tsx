import { useTranslation } from '../../i18n';
import { IconButton } from '@playdeck/ui';
import { login } from '@playdeck/contract';
import {
  socialLoginProviders,
  socialSignInUrl,
  type SocialProvider,
  type SocialProviderIds,
} from '@playdeck/domain';
import { useSiteConfig } from '../system/useSiteConfig';
import * as styles from './auth.css';

/**
 * Provider ids of this deployment, from the build environment (`VITE_PLAYDECK_FACEBOOK_APP_ID`,
 * `VITE_PLAYDECK_GOOGLE_CLIENT_ID`). The demo configures none.
 */
const providerIds: SocialProviderIds = {
  facebookAppId: (import.meta.env.VITE_PLAYDECK_FACEBOOK_APP_ID as string | undefined) ?? null,
  googleClientId: (import.meta.env.VITE_PLAYDECK_GOOGLE_CLIENT_ID as string | undefined) ?? null,
};

/** The login types the operator API takes, read from the contract's login row. */
const apiLoginTypes: readonly string[] = login.request.shape.type._zod.def.innerType.options;

/**
 * Social login icons (spec 1 §2): each shows only when its flag is on and the provider can be
 * initialised: a configured provider id, and an operator API that takes the provider's token.
 */
export function SocialLogin() {
  const { t } = useTranslation();
  const { flags } = useSiteConfig();
  const providers = socialLoginProviders(flags, providerIds, apiLoginTypes);
  if (providers.length === 0) return null;
  const open = (provider: SocialProvider) => {
    const url = socialSignInUrl(
      provider,
      providerIds,
      `${location.origin}/m/login`,
      crypto.randomUUID(),
    );
    if (url) location.assign(url);
  };
  return (
    <section aria-label={t('auth.social.label')}>
      <p className={styles.divider}>{t('auth.social.label')}</p>
      <div className={styles.social}>
        {providers.map((p) => (
          <IconButton key={p} icon={p} label={t(`auth.social.${p}`)} onClick={() => open(p)} />
        ))}
      </div>
    </section>
  );
}
