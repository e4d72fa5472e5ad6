import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import { BrandLogo, Button, IconButton, MemberSummary } from '@playdeck/ui';
import {
  HOME_ROUTE,
  isTrial,
  LOGIN_ROUTE,
  MEMBER_CENTRE_ROUTE,
  memberDisplayName,
  REGISTER_ROUTE,
  vipProgressRatio,
} from '@playdeck/domain';
import { useMemberInfo, useRankProgress } from '../../api/sharedQueries';
import { useSession } from '../../stores/session';
import { HOME_CATEGORY, useUi } from '../../stores/ui';
import { MessagesBell } from '../../shell/MessagesBell';
import { MemberBalance } from '../../shell/MemberBalance';
import * as styles from './HomeHeader.css';

/** The side panel's toggle: the member menu, or language, theme and help for a visitor. */
function MenuButton() {
  const { t } = useTranslation();
  const open = useUi((s) => s.sidePanelOpen);
  const setOpen = useUi((s) => s.setSidePanelOpen);
  return (
    <IconButton
      icon="menu"
      label={t('header.openMenu')}
      aria-expanded={open}
      aria-haspopup="dialog"
      onClick={() => setOpen(!open)}
    />
  );
}

/**
 * The member bar under the header (spec 1 §2): avatar, name (nickname else account), VIP label and
 * progress, leading to the member centre, and the balance. Renews member info and loads rank
 * progress while home shows.
 */
function MemberBar() {
  const { t } = useTranslation();
  const session = useSession((s) => s.session);
  const member = useMemberInfo().data;
  const rank = useRankProgress().data;
  const name = memberDisplayName(member) || session?.userName || '';
  const trial = isTrial(session?.type);
  const progress = rank
    ? vipProgressRatio({
        labelId: rank.playerRankProgress.labelId,
        completedConditions: rank.currentProgress.completedConditions,
        totalExpectedConditions: rank.currentProgress.totalExpectedConditions,
      })
    : 0;
  return (
    <div className={styles.memberBar}>
      {trial ? (
        // A trial account has no member centre or VIP rank: its summary leads to registering.
        <MemberSummary
          className={styles.summary}
          name={name}
          labelName={t('header.trialRegister')}
          href={REGISTER_ROUTE}
        />
      ) : (
        <MemberSummary
          className={styles.summary}
          name={name}
          avatarSrc={member?.headIcon ?? undefined}
          labelName={member?.clubLabel?.labelName}
          progress={progress}
          progressLabel={t('header.vipProgress')}
          href={MEMBER_CENTRE_ROUTE}
        />
      )}
      <MemberBalance className={styles.balance} />
    </div>
  );
}

/**
 * The home header (spec 1 §2): the logo returns to the home category; the bell leads to the
 * message centre with the unread total; the menu button toggles the side panel. Visitors get log-in
 * and sign-up links; members a second row with their summary and balance, which stays in view with
 * the first as the page scrolls.
 */
export function HomeHeader() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.session !== null);
  const setHomeCategory = useUi((s) => s.setHomeCategory);
  return (
    <header className={styles.header}>
      <div className={styles.row}>
        <Link
          to={HOME_ROUTE}
          className={styles.logoLink}
          onClick={() => setHomeCategory(HOME_CATEGORY)}
        >
          <BrandLogo label={t('header.logoHome')} />
        </Link>
        <div className={styles.end}>
          {signedIn ? (
            <MessagesBell />
          ) : (
            <>
              <Button size="sm" tone="secondary" href={LOGIN_ROUTE}>
                {t('common.login')}
              </Button>
              <Button size="sm" href={REGISTER_ROUTE}>
                {t('common.register')}
              </Button>
            </>
          )}
          <MenuButton />
        </div>
      </div>
      {signedIn ? <MemberBar /> : null}
    </header>
  );
}
