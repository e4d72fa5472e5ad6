import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import { Greeting, Icon, Skeleton, UnreadBadge, type IconName } from '@playdeck/ui';
import {
  AGENT_TRANSFER_ROUTE,
  agentMenuEntries,
  canDeposit,
  CONTRACT_PAGES,
  DEPOSIT_ROUTE,
  Flag,
  greetingBandForHour,
  HOME_ROUTE,
  isFlagOn,
  MEMBER_CENTRE_ROUTE,
  memberDisplayName,
  WITHDRAW_ROUTE,
  type AgentMenuEntryId,
  type ContractKind,
} from '@playdeck/domain';
import { useMemberInfo } from '../../api/sharedQueries';
import { useSession } from '../../stores/session';
import { MemberBalance } from '../../shell/MemberBalance';
import { useAnnouncementList, useUnreadCounts } from '../../shell/unreadQueries';
import { useMenuFlags } from '../../shell/useMenuFlags';
import { PageLoading } from '../../shell/PageStates';
import { useSiteConfig } from '../../shell/useSiteConfig';
import { useDividendInfo, useTeamToday } from './queries';
import * as styles from './agent.css';
import { linkTarget } from '../../lib/linkTarget';

const ENTRY_ICONS: Record<AgentMenuEntryId, IconName> = {
  teamOverview: 'grid',
  agentAccountRecord: 'wallet',
  team: 'user',
  redRain: 'gift',
  teamPnl: 'coin',
  teamBetting: 'ticket',
  agentRebate: 'trophy',
  teamRebate: 'star',
  securityCentre: 'lock',
  mail: 'mail',
  onlineService: 'headset',
};

/** The agent's three contracts (spec 2 §2), each with its page. */
const CONTRACTS: [ContractKind, IconName][] = [
  ['salary', 'calendar'],
  ['dividend', 'coin'],
  ['hourly', 'clock'],
];

const CONTRACT_TITLES = {
  salary: 'title.salaryContract',
  dividend: 'title.dividendContract',
  hourly: 'title.hourContract',
} as const;

const KPIS = [
  'teamLoginMemberCount',
  'teamBetMemberCount',
  'teamRegisterMemberCount',
  'teamOnlineCount',
] as const;

/**
 * /m/agent: the agent's greeting by hour, wallet and shortcuts (deposit for member types, member
 * centre, open an account, dividend, agent announcements with their unread count), the menu entries
 * the operator has switched on (online service always), the three contracts and today's team
 * figures. Only agent session types reach it (route guard); its header comes from the route table.
 */
export default function AgentHomePage() {
  const { t } = useTranslation();
  const session = useSession((s) => s.session);
  const member = useMemberInfo();
  const { customerServiceUrl } = useSiteConfig();
  const { flags, settled } = useMenuFlags();
  const team = useTeamToday();
  const dividend = useDividendInfo();
  const notices = useAnnouncementList('A');
  const unread = useUnreadCounts();
  const band = greetingBandForHour(new Date().getHours());
  const name = memberDisplayName(member.data) || session?.userName || '';
  const noticeUnread = notices.data?.footer?.unreadCount ?? 0;

  // Deposit is for member types only (spec 1 §5): an agent-only account gets no link it cannot use.
  const quickLinks: { to: string; icon: IconName; label: string; badge?: number }[] = [
    ...(canDeposit(session?.type)
      ? [{ to: DEPOSIT_ROUTE, icon: 'deposit' as const, label: t('agent.link.deposit') }]
      : []),
    { to: WITHDRAW_ROUTE, icon: 'wallet', label: t('agent.link.withdraw') },
    { to: HOME_ROUTE, icon: 'home', label: t('agent.link.home') },
    { to: MEMBER_CENTRE_ROUTE, icon: 'user', label: t('agent.link.memberCentre') },
    { to: '/m/agentRegister', icon: 'plus', label: t('agent.link.openAccount') },
    ...(dividend.data?.enabled
      ? [
          {
            to: '/m/member/agent/agentDivident',
            icon: 'coin' as const,
            label: t('agent.link.dividend'),
          },
        ]
      : []),
    ...(isFlagOn(flags, Flag.DownlineManagement)
      ? [{ to: AGENT_TRANSFER_ROUTE, icon: 'wallet' as const, label: t('agent.link.transfer') }]
      : []),
    // Agent announcements are their own module (AGEANNOUNCE3).
    ...(isFlagOn(flags, Flag.AgentAnnouncements)
      ? [
          {
            to: '/m/member/notice?types=A',
            icon: 'megaphone' as const,
            label: t('agent.link.notices'),
            badge: noticeUnread,
          },
        ]
      : []),
  ];

  // The shortcuts and the menu come from the menu call, the status and the dividend: the page is
  // drawn once they are in, so no tile pops in and moves the rest under a finger.
  if (!settled || dividend.isPending) return <PageLoading />;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label={t('agent.title')}>
        <Greeting greeting={t(`agent.greeting.${band}`)} name={name} />
        <MemberBalance />
      </section>

      <nav className={styles.card} aria-label={t('agent.shortcuts')}>
        <ul className={styles.tileGrid}>
          {quickLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.tile}>
                <Icon name={link.icon} />
                <span>{link.label}</span>
                {link.badge ? (
                  <UnreadBadge
                    className={styles.tileBadge}
                    count={link.badge}
                    label={t('agent.unread', { count: link.badge })}
                  />
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <nav className={styles.card} aria-labelledby="agent-menu">
        <h2 id="agent-menu" className={styles.heading}>
          {t('agent.menu')}
        </h2>
        <ul className={styles.tileGrid}>
          {agentMenuEntries(flags).map((entry) => (
            <li key={entry.id}>
              {entry.id === 'onlineService' ? (
                customerServiceUrl ? (
                  <a
                    href={customerServiceUrl}
                    {...linkTarget(customerServiceUrl)}
                    className={styles.tile}
                  >
                    <Icon name={ENTRY_ICONS[entry.id]} />
                    <span>{t('agent.entry.onlineService')}</span>
                  </a>
                ) : (
                  <span className={styles.tile} aria-disabled="true">
                    <Icon name={ENTRY_ICONS[entry.id]} />
                    <span>{t('agent.entry.onlineService')}</span>
                  </span>
                )
              ) : (
                <Link to={entry.path} className={styles.tile}>
                  <Icon name={ENTRY_ICONS[entry.id]} />
                  <span>{t(`agent.entry.${entry.id}`)}</span>
                  {entry.id === 'mail' && unread.inbox > 0 ? (
                    <UnreadBadge
                      className={styles.tileBadge}
                      count={unread.inbox}
                      label={t('agent.unread', { count: unread.inbox })}
                    />
                  ) : null}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>

      <nav className={styles.card} aria-labelledby="agent-contracts">
        <h2 id="agent-contracts" className={styles.heading}>
          {t('agent.contracts')}
        </h2>
        <ul className={styles.tileGrid}>
          {CONTRACTS.map(([kind, icon]) => (
            <li key={kind}>
              <Link to={CONTRACT_PAGES[kind]} className={styles.tile}>
                <Icon name={icon} />
                <span>{t(CONTRACT_TITLES[kind])}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section className={styles.card} aria-labelledby="agent-today">
        <h2 id="agent-today" className={styles.heading}>
          {t('agent.today')}
        </h2>
        {team.data ? (
          <dl className={styles.kpis}>
            {KPIS.map((key) => (
              <div key={key} className={styles.kpi}>
                <dt className={styles.kpiLabel}>{t(`agent.kpi.${key}`)}</dt>
                <dd className={styles.kpiValue}>{team.data.footer[key]}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <Skeleton aspectRatio={3} />
        )}
      </section>
    </div>
  );
}
