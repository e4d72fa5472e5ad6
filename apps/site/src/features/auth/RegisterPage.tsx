import { useEffect, useMemo, useState } from 'react';
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
import { useRegistrationNews } from './accountQueries';
import { RegistrationNews } from './RegistrationNews';
import * as styles from './auth.css';
import { LazySocialLogin } from './SocialRow';
import { RegisterForm, useLinkAgent } from './RegisterForm';
import { QueryFailed } from '../../shell/QueryStates';

/** The longest the form waits for the operator's registration news before it shows without. */
const NEWS_WAIT_MS = 1500;

/**
 * Where the operator's registration news go: above the form when they have answered by the time
 * the form can show (it waits for them up to NEWS_WAIT_MS), else last on the page, so news
 * arriving late never push anything down under the player's finger. Null while the form waits.
 */
function useNewsPlacement(formReady: boolean): 'above' | 'last' | null {
  const news = useRegistrationNews();
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLongEnough(true), NEWS_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const [placement, setPlacement] = useState<'above' | 'last' | null>(null);
  if (placement === null && formReady && (!news.isPending || waitedLongEnough))
    setPlacement(news.isPending ? 'last' : 'above');
  return placement;
}

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

  const waiting = !config.ready || rules.isPending || linkAgent === 'checking';
  const newsPlacement = useNewsPlacement(!waiting);

  let body;
  if (waiting || newsPlacement === null) body = <PageLoading />;
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
        {/* The page comes at once, news above or not: nothing on it moves as it arrives. */}
        {newsPlacement === null ? (
          body
        ) : (
          <>
            {newsPlacement === 'above' ? <RegistrationNews /> : null}
            <p className={styles.intro}>{t('auth.register.intro')}</p>
            {body}
            {mode ? <LazySocialLogin registration={link} /> : null}
            <p className={styles.prompt}>
              {t('auth.register.haveAccount')}
              <Link className={styles.textLink} to={LOGIN_ROUTE}>
                {t('auth.register.login')}
              </Link>
            </p>
            {newsPlacement === 'last' ? <RegistrationNews /> : null}
          </>
        )}
      </div>
    </>
  );
}
