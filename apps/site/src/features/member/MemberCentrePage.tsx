import { useTranslation } from '../../i18n';
import { Link, useNavigate } from 'react-router-dom';
import { Avatar, Button, Icon, VipProgress, type IconName } from '@playdeck/ui';
import {
  memberDisplayName,
  memberMenuEntries,
  vipProgressRatio,
  type MemberMenuEntryId,
} from '@playdeck/domain';
import { useMemberInfo, useRankProgress } from '../../api/sharedQueries';
import { useSignOut } from '../../app/useSignOut';
import { useSession } from '../../stores/session';
import { MemberBalance } from '../home/MemberBalance';
import { useDepositEntry } from '../home/useDepositEntry';
import { useSiteConfig } from '../system/useSiteConfig';
import * as styles from './member.css';

const ENTRY_ICONS: Record<MemberMenuEntryId, IconName> = {
  vipBenefits: 'crown',
  bettingRecord: 'ticket',
  accountRecord: 'wallet',
  profitAndLoss: 'coin',
  rewardCentre: 'gift',
  pointsMall: 'star',
  securityCentre: 'lock',
};

/** The deposit bonus the shortcut advertises (spec 2 §9). */
const DEPOSIT_BONUS_PERCENT = 25;

/**
 * /m/member/home (also /m/mine): the member's name, VIP label and progress, wallet, deposit and
 * withdraw shortcuts, the menu entries the operator has switched on and sign-out. `mem_cen` 1 shows
 * the new layout (menu as tiles), otherwise the base layout (menu as rows). Trial accounts are
 * stopped by the route guard.
 */
export default function MemberCentrePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession((s) => s.session);
  const member = useMemberInfo();
  const rank = useRankProgress();
  const { flags, templates } = useSiteConfig();
  const deposit = useDepositEntry();
  const signOut = useSignOut();
  const layout = templates.memberCentre;

  const name = memberDisplayName(member.data) || session?.userName || '';
  const progress = rank.data
    ? vipProgressRatio({
        labelId: rank.data.playerRankProgress.labelId,
        completedConditions: rank.data.currentProgress.completedConditions,
        totalExpectedConditions: rank.data.currentProgress.totalExpectedConditions,
      })
    : 0;
  const labelName = member.data?.clubLabel?.labelName ?? null;
  const entries = memberMenuEntries(flags);

  return (
    <div className={styles.page} data-layout={layout}>
      <section className={styles.card} aria-labelledby="member-name">
        <div className={styles.profile}>
          <Avatar name={name} src={member.data?.headIcon ?? undefined} size="lg" decorative />
          <div className={styles.profileText}>
            <h1 className={styles.name} id="member-name">
              {name}
            </h1>
            {member.data ? (
              <p className={styles.muted}>{t('member.memberId', { id: member.data.id })}</p>
            ) : null}
          </div>
        </div>
        <VipProgress value={progress} labelName={labelName} label={t('member.vipProgress')} />
        <MemberBalance />
        <div className={styles.actions}>
          <span className={styles.depositWrap}>
            <Button icon="deposit" block onClick={deposit}>
              {t('member.deposit')}
            </Button>
            <span className={styles.bonus} aria-hidden="true">
              {`${DEPOSIT_BONUS_PERCENT}%`}
            </span>
          </span>
          <Button icon="wallet" tone="secondary" block onClick={() => void navigate('/m/withdraw')}>
            {t('member.withdraw')}
          </Button>
        </div>
        <p className={styles.muted}>
          {t('member.depositBonus', { percent: DEPOSIT_BONUS_PERCENT })}
        </p>
      </section>

      {entries.length > 0 ? (
        <nav className={styles.card} aria-labelledby="member-menu">
          <h2 className={styles.heading} id="member-menu">
            {t('member.menu')}
          </h2>
          <ul className={layout === 'new' ? styles.grid : styles.list}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <Link to={entry.path} className={layout === 'new' ? styles.tile : styles.row}>
                  <Icon name={ENTRY_ICONS[entry.id]} />
                  <span className={styles.rowLabel}>{t(`member.entry.${entry.id}`)}</span>
                  {layout === 'base' ? <Icon name="chevron-right" size="sm" /> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <Button tone="ghost" icon="logout" block onClick={() => void signOut()}>
        {t('member.signOut')}
      </Button>
    </div>
  );
}
