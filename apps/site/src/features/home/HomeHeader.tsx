import { useTranslation } from '../../i18n';
import { Link, useNavigate } from 'react-router-dom';
import { BrandLogo, Button, IconButton } from '@playdeck/ui';
import { HOME_ROUTE, LOGIN_ROUTE, REGISTER_ROUTE } from '@playdeck/domain';
import { useMemberInfo, useRankProgress } from '../../api/sharedQueries';
import { useSession } from '../../stores/session';
import { HOME_CATEGORY, useUi } from '../../stores/ui';
import { MemberBalance } from './MemberBalance';
import * as styles from './HomeHeader.css';

/** Renews member info and loads rank progress while a member is on home (spec 1 §2). */
function MemberRefresh() {
  useMemberInfo();
  useRankProgress();
  return null;
}

/**
 * The home header (spec 1 §2): the logo returns to the home category; visitors get log-in and
 * sign-up buttons, members their balance and the menu button that toggles the side panel.
 */
export function HomeHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.session !== null);
  const sidePanelOpen = useUi((s) => s.sidePanelOpen);
  const setSidePanelOpen = useUi((s) => s.setSidePanelOpen);
  const setHomeCategory = useUi((s) => s.setHomeCategory);
  return (
    <header className={styles.header}>
      <Link
        to={HOME_ROUTE}
        className={styles.logoLink}
        onClick={() => setHomeCategory(HOME_CATEGORY)}
      >
        <BrandLogo label={t('header.logoHome')} />
      </Link>
      <div className={styles.end}>
        {signedIn ? (
          <>
            <MemberRefresh />
            <MemberBalance />
            <IconButton
              icon="menu"
              label={t('header.openMenu')}
              aria-expanded={sidePanelOpen}
              aria-haspopup="dialog"
              onClick={() => setSidePanelOpen(!sidePanelOpen)}
            />
          </>
        ) : (
          <>
            <Button size="sm" tone="secondary" onClick={() => void navigate(LOGIN_ROUTE)}>
              {t('common.login')}
            </Button>
            <Button size="sm" onClick={() => void navigate(REGISTER_ROUTE)}>
              {t('common.register')}
            </Button>
          </>
        )}
      </div>
    </header>
  );
}
