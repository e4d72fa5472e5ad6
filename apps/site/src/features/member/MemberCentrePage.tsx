import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import { Avatar, Button, Icon, IconButton, VipProgress, type IconName } from '@playdeck/ui';
import {
  AGENT_HOME_ROUTE,
  hasWalletTransfer,
  isAgent,
  memberDisplayName,
  memberMenuEntries,
  SETTINGS_ROUTE,
  TRANSFER_ROUTE,
  vipProgressRatio,
  WITHDRAW_ROUTE,
  type MemberMenuEntryId,
} from '@playdeck/domain';
import { useMemberInfo, useRankProgress, useWalletBalance } from '../../api/sharedQueries';
import { PageHeader } from '../../shell/PageHeader';
import { PageLoading } from '../../shell/PageStates';
import { useSignOut } from '../../shell/useSignOut';
import { useSession } from '../../stores/session';
import { DepositLink } from '../../shell/DepositLink';
import { MemberBalance } from '../../shell/MemberBalance';
import { MessagesBell } from '../../shell/MessagesBell';
import { useMenuFlags } from '../../shell/useMenuFlags';
import { useSiteConfig } from '../../shell/useSiteConfig';
import { useMerchantWallet } from '../../api/merchantWalletQueries';
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

/** An agent's way from the member centre to the agent home (decision 070). */
function AgencyCard() {
  const { t } = useTranslation();
  return (
    <Link to={AGENT_HOME_ROUTE} className={styles.agency}>
      <Icon name="trophy" className={styles.agencyIcon} />
      <span className={styles.agencyText}>
        <span className={styles.agencyTitle}>{t('member.agency')}</span>
        <span className={styles.muted}>{t('member.agencyHint')}</span>
      </span>
      <Icon name="chevron-right" />
    </Link>
  );
}

/**
 * /m/member/home (also /m/mine): its own header (messages, settings, home), the member's name, VIP
 * label and progress, wallet, deposit and withdraw (and the transfer between wallets where the
 * merchant keeps one per game vendor), the agency centre for agents, the menu entries the operator
 * has switched on (from the whitelabel menu as it is now) and sign-out. `mem_cen` 1 shows the new layout (menu as tiles),
 * otherwise the base layout (menu as rows). Trial accounts are stopped by the route guard.
 */
export default function MemberCentrePage() {
  const { t } = useTranslation();
  const session = useSession((s) => s.session);
  const member = useMemberInfo();
  const rank = useRankProgress();
  const { templates } = useSiteConfig();
  const { flags, settled } = useMenuFlags();
  const wallet = useWalletBalance();
  const merchant = useMerchantWallet();
  const transfers = hasWalletTransfer(merchant.data?.isSingle, wallet.data?.balance);
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
    <>
      <PageHeader
        end={
          <>
            <MessagesBell />
            <IconButton icon="settings" label={t('header.settings')} href={SETTINGS_ROUTE} />
          </>
        }
      />
      {/* The layout, the menu and the transfer button come from the status, the menu call and the
          wallets: the page is drawn once they are in, so nothing pops in and moves the rest. */}
      {!settled || merchant.isPending || wallet.isPending ? (
        <PageLoading />
      ) : (
        <div className={styles.page} data-layout={layout}>
          <section className={styles.card} aria-labelledby="member-name">
            <div className={styles.profile}>
              <Avatar name={name} src={member.data?.headIcon ?? undefined} size="lg" decorative />
              <div className={styles.profileText}>
                <h2 className={styles.name} id="member-name">
                  {name}
                </h2>
                {member.data ? (
                  <p className={styles.muted}>{t('member.memberId', { id: member.data.id })}</p>
                ) : null}
              </div>
            </div>
            <VipProgress value={progress} labelName={labelName} label={t('member.vipProgress')} />
            <MemberBalance />
            <div className={styles.actions}>
              <DepositLink block />
              <Button icon="wallet" tone="secondary" block href={WITHDRAW_ROUTE}>
                {t('common.withdraw')}
              </Button>
            </div>
            {transfers ? (
              <Button icon="refresh" tone="secondary" block href={TRANSFER_ROUTE}>
                {t('member.transfer')}
              </Button>
            ) : null}
            <p className={styles.muted}>
              {t('member.depositBonus', { percent: DEPOSIT_BONUS_PERCENT })}
            </p>
          </section>

          {isAgent(session?.type) ? <AgencyCard /> : null}

          {entries.length > 0 ? (
            <nav className={styles.card} aria-labelledby="member-menu">
              <h2 className={styles.heading} id="member-menu">
                {t('member.menu')}
              </h2>
              <ul className={layout === 'new' ? styles.tileGrid : styles.list}>
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
      )}
    </>
  );
}
