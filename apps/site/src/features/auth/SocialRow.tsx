import type { ReactNode } from 'react';
import { socialLoginExpected } from '@playdeck/domain';
import { useTranslation } from '../../i18n';
import { useSiteConfig } from '../../shell/useSiteConfig';
import * as styles from './auth.css';

/** Social login can be offered here: the page is served over https (PKCE needs `crypto.subtle`). */
export const canOfferSocialLogin = () => Boolean(globalThis.crypto?.subtle);

/** The social login row: its divider and a row one icon high, icons or not yet. */
export function SocialRow({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('auth.social.label')} aria-busy={children ? undefined : true}>
      <p className={styles.divider}>{t('auth.social.label')}</p>
      <div className={styles.social}>{children}</div>
    </section>
  );
}

/**
 * The row's place while the icons' code loads, when the operator has social login on: what
 * follows (the sign-up prompt, the language switch) does not move when the icons arrive.
 */
export function SocialLoginSpace() {
  const { flags } = useSiteConfig();
  return socialLoginExpected(flags) && canOfferSocialLogin() ? <SocialRow /> : null;
}
