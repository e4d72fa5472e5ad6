import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link, useLocation } from 'react-router-dom';
import { loginOptions, REGISTER_ROUTE, type LoginMethod } from '@playdeck/domain';
import { Checkbox, Tabs } from '@playdeck/ui';
import { sessionLostRecently } from '../../api/sessionLoss';
import { PageHeader } from '../../shell/PageHeader';
import { PageLoading } from '../../shell/PageStates';
import type { LoginRedirectState } from '../../shell/loginRedirect';
import { LanguageSwitch } from '../../shell/LanguageSwitch';
import { useSiteConfig } from '../../shell/useSiteConfig';
import { useCaptchaImage } from '../../shell/forms/formQueries';
import { notice } from '../../shell/forms/FormSubmit.css';
import { loadRememberedLogin, type RememberedLogin } from './rememberedLogin';
import * as styles from './auth.css';
import { LazySocialLogin } from './SocialRow';
import { SmsLogin } from './SmsLogin';
import { UsernameLogin } from './UsernameLogin';
import { FreePlayButton } from './FreePlayButton';
import { FORGET_ROUTE, UsernameDraft } from './loginParts';

/**
 * /m/login (spec 1 §2, §4, §5): username or SMS login (the toggle only with SMS login on), the
 * captcha once the server asks, remember password, forgot-password link, free play, social
 * icons where available and the sign-up prompt.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { flags, settled } = useSiteConfig();
  const options = loginOptions(flags);
  // Sent here because the server ended the session (spec 1 §8): say so (api/sessionLoss.ts).
  const reason = (useLocation().state as LoginRedirectState | null)?.reason;
  // Read once, when the page opens: a loss told here stays told while the player types.
  const [sessionLost] = useState(() => reason === 'sessionLost' || sessionLostRecently());
  const draft = useRef<UsernameDraft>({});
  const [chosen, setChosen] = useState<LoginMethod | null>(null);
  const [remembered, setRemembered] = useState<RememberedLogin | null>(null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [remember, setRemember] = useState(true);
  const captcha = useCaptchaImage(captchaShown);
  const loaded = useRef(false);

  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    void loadRememberedLogin().then((r) => {
      setRemembered(r);
      if (r) setChosen((c) => c ?? r.type);
    });
  }, []);

  const method: LoginMethod = chosen && options.methods.includes(chosen) ? chosen : 'username';

  // Switching method reads the remembered login again and renews a shown captcha (spec 1 §4).
  const switchMethod = (next: string) => {
    setChosen(next as LoginMethod);
    void loadRememberedLogin().then(setRemembered);
    if (captchaShown) captcha.refresh();
  };

  const onCaptchaAsked = () => {
    if (captchaShown) captcha.refresh();
    else setCaptchaShown(true);
  };

  const footer = (
    <div className={styles.optionsRow}>
      <Checkbox
        label={t('auth.login.remember')}
        checked={remember}
        onChange={(e) => setRemember(e.target.checked)}
      />
      {options.forgotPassword ? (
        <Link className={styles.textLink} to={FORGET_ROUTE}>
          {t('auth.login.forgot')}
        </Link>
      ) : null}
    </div>
  );

  const formProps = { remembered, captchaShown, captcha, onCaptchaAsked, footer, remember };
  const usernameForm = <UsernameLogin {...formProps} draft={draft} />;

  return (
    <>
      <PageHeader />
      <div className={styles.page}>
        {sessionLost ? (
          <p className={notice} role="status">
            {t('error.notLoggedIn')}
          </p>
        ) : null}
        <p className={styles.intro}>{t('auth.login.intro')}</p>
        {/* The status says which methods, free play and social icons there are: until it is in, the
            form is not drawn, so none of them comes later and pushes the rest down. */}
        {settled ? (
          <>
            {options.methods.length > 1 ? (
              <Tabs
                variant="segmented"
                label={t('auth.login.methodLabel')}
                value={method}
                onValueChange={switchMethod}
                items={[
                  {
                    value: 'username',
                    label: t('auth.login.methodUsername'),
                    content: usernameForm,
                  },
                  {
                    value: 'sms',
                    label: t('auth.login.methodSms'),
                    content: <SmsLogin {...formProps} />,
                  },
                ]}
              />
            ) : (
              usernameForm
            )}
            {options.freePlay ? <FreePlayButton /> : null}
            <LazySocialLogin />
            <p className={styles.prompt}>
              {t('auth.login.noAccount')}
              <Link className={styles.textLink} to={REGISTER_ROUTE}>
                {t('auth.login.signUp')}
              </Link>
            </p>
            <LanguageSwitch />
          </>
        ) : (
          <PageLoading />
        )}
      </div>
    </>
  );
}
