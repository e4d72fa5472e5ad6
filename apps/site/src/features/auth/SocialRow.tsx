import { lazy, Suspense, type ReactNode } from 'react';
import { socialLoginExpected } from '@playdeck/domain';
import { useTranslation } from '../../i18n';
import { useSiteConfig } from '../../shell/useSiteConfig';
import type { SocialRegistrationCodes } from './SocialLogin';
import * as styles from './auth.css';

// The icons' code comes after the form: the icons wait for the providers call anyway.
const SocialLogin = lazy(() => import('./SocialLogin').then((m) => ({ default: m.SocialLogin })));

/** Social login can be offered here: the page is served over https (PKCE needs `crypto.subtle`). */
export const canOfferSocialLogin = () => Boolean(globalThis.crypto?.subtle);

/** The operator has social login on and this page can offer it: the row keeps its place. */
export function useSocialLoginExpected(): boolean {
  const { flags } = useSiteConfig();
  return socialLoginExpected(flags) && canOfferSocialLogin();
}

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

/** The row's place while the icons' code loads: what follows does not move when they arrive. */
function SocialLoginSpace() {
  return useSocialLoginExpected() ? <SocialRow /> : null;
}

/** The social login icons of log in and sign-up, their code loaded with the page's first render. */
export function LazySocialLogin({ registration }: { registration?: SocialRegistrationCodes }) {
  return (
    <Suspense fallback={<SocialLoginSpace />}>
      <SocialLogin registration={registration} />
    </Suspense>
  );
}
