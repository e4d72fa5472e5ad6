import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link, useLocation } from 'react-router-dom';
import {
  LOGIN_ROUTE,
  registrationLinkCodes,
  registrationModes,
  type RegisterMode,
} from '@playdeck/domain';
import { EmptyState, Tabs } from '@playdeck/ui';
import { PageHeader } from '../../shell/PageHeader';
import { PageLoading } from '../../shell/PageStates';
import { useSiteConfig } from '../../shell/useSiteConfig';
import { useRegisterRules } from './queries';
import * as styles from './auth.css';
import { RegisterForm, useLinkAgent } from './RegisterForm';
import { QueryFailed } from '../../shell/QueryStates';

// The social icons come after the form: they wait for the providers call anyway.
const SocialLogin = lazy(() => import('./SocialLogin').then((m) => ({ default: m.SocialLogin })));

// The operator's registration news arrive after the form: they never hold it up.
const RegistrationNews = lazy(() =>
  import('./RegistrationNews').then((m) => ({ default: m.RegistrationNews })),
);

/**
 * /m/register (spec 1 §2, §4, §5): by username or by mobile (tabs only when both are on), fields by
 * the operator's rules, captcha (both ways), SMS code, agreement and terms, invitation code from
 * the link, username and e-mail checked when left, the operator's m_reg announcements, and the
 * social login icons (a first-time identity registers, with the link's codes). A new account is
 * logged in and goes home.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const config = useSiteConfig();
  const { modes, initial } = registrationModes(config.flags);
  const rules = useRegisterRules();
  const [chosen, setChosen] = useState<RegisterMode | null>(null);
  const link = useMemo(() => registrationLinkCodes(search), [search]);
  const linkAgent = useLinkAgent(link.affiliateCode);
  const mode = chosen && modes.includes(chosen) ? chosen : initial;

  let body;
  if (!config.ready || rules.isPending || linkAgent === 'checking') body = <PageLoading />;
  else if (!mode)
    body = (
      <EmptyState
        icon="lock"
        title={t('auth.register.closedTitle')}
        hint={t('auth.register.closed')}
      />
    );
  else if (rules.isError)
    body = (
      <QueryFailed title={t('auth.register.rulesFailed')} onRetry={() => void rules.refetch()} />
    );
  else {
    const formFor = (m: RegisterMode) => (
      <RegisterForm
        key={m}
        mode={m}
        rules={rules.data}
        flags={config.flags}
        link={link}
        linkAgent={linkAgent}
      />
    );
    body =
      modes.length > 1 ? (
        <Tabs
          variant="segmented"
          label={t('auth.register.modeLabel')}
          value={mode}
          onValueChange={(v) => setChosen(v as RegisterMode)}
          items={modes.map((m) => ({
            value: m,
            label:
              m === 'username' ? t('auth.register.modeUsername') : t('auth.register.modeMobile'),
            content: formFor(m),
          }))}
        />
      ) : (
        formFor(mode)
      );
  }

  return (
    <>
      <PageHeader />
      <div className={styles.page}>
        <Suspense fallback={null}>
          <RegistrationNews />
        </Suspense>
        <p className={styles.intro}>{t('auth.register.intro')}</p>
        {body}
        {mode ? (
          <Suspense fallback={null}>
            <SocialLogin registration={link} />
          </Suspense>
        ) : null}
        <p className={styles.prompt}>
          {t('auth.register.haveAccount')}
          <Link className={styles.textLink} to={LOGIN_ROUTE}>
            {t('auth.register.login')}
          </Link>
        </p>
      </div>
    </>
  );
}
