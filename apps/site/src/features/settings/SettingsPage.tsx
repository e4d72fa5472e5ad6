import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import { Button, Icon } from '@playdeck/ui';
import { FEEDBACK_ROUTE, HELP_ROUTE, isTrial, LOGIN_ROUTE, loginHref } from '@playdeck/domain';
import { useSession } from '../../stores/session';
import { useSignOut } from '../../shell/useSignOut';
import { LanguageSwitch } from '../../shell/LanguageSwitch';
import { ThemeModeSwitch } from '../../shell/ThemeModeSwitch';
import * as styles from './SettingsPage.css';

/**
 * /m/set (spec 1 §2): change password (login first for visitors; not offered to a trial account,
 * whose password cannot change), help and feedback, language, dark mode and sign-out.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const session = useSession((s) => s.session);
  const signOut = useSignOut();
  return (
    <div className={styles.page}>
      <section aria-label={t('settings.account')}>
        <ul className={styles.list}>
          {isTrial(session?.type) ? null : (
            <li>
              <Link className={styles.row} to={session ? '/m/changePsw' : LOGIN_ROUTE}>
                <span>{t('settings.changePassword')}</span>
                <Icon name="back" className={styles.chevron} />
              </Link>
            </li>
          )}
          <li>
            <Link className={styles.row} to={HELP_ROUTE}>
              <span>{t('settings.help')}</span>
              <Icon name="back" className={styles.chevron} />
            </Link>
          </li>
          <li>
            <Link className={styles.row} to={FEEDBACK_ROUTE}>
              <span>{t('settings.feedback')}</span>
              <Icon name="back" className={styles.chevron} />
            </Link>
          </li>
        </ul>
      </section>
      <LanguageSwitch />
      <ul className={styles.list}>
        <li className={styles.row}>
          <span aria-hidden="true">{t('settings.darkMode')}</span>
          <ThemeModeSwitch />
        </li>
      </ul>
      {session ? (
        <Button tone="danger" block icon="logout" onClick={() => void signOut()}>
          {t('settings.signOut')}
        </Button>
      ) : (
        <div className={styles.visitor}>
          <p className={styles.hint}>{t('settings.notLoggedIn')}</p>
          <Button block href={loginHref('/m/set')}>
            {t('common.login')}
          </Button>
        </div>
      )}
    </div>
  );
}
