import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import { Button, Icon } from '@playdeck/ui';
import { LOGIN_ROUTE } from '@playdeck/domain';
import { useSession } from '../../stores/session';
import { useSignOut } from '../../app/useSignOut';
import { LanguageSwitch } from '../../app/LanguageSwitch';
import { ThemeModeSwitch } from '../../app/ThemeModeSwitch';
import * as styles from './SettingsPage.css';

/** /m/set (spec 1 §2): change password (login first for visitors), language and sign-out. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const session = useSession((s) => s.session);
  const signOut = useSignOut();
  return (
    <div className={styles.page}>
      <section aria-label={t('settings.account')}>
        <ul className={styles.list}>
          <li>
            <Link className={styles.row} to={session ? '/m/changePsw' : LOGIN_ROUTE}>
              <span>{t('settings.changePassword')}</span>
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
        <p className={styles.hint}>{t('settings.notLoggedIn')}</p>
      )}
    </div>
  );
}
