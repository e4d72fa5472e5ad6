import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import { Greeting, Icon, Skeleton, UnreadBadge, type IconName } from '@playdeck/ui';
import {
  agentMenuEntries,
  greetingBandForHour,
  memberDisplayName,
  type AgentMenuEntryId,
} from '@playdeck/domain';
import { useMemberInfo } from '../../api/sharedQueries';
import { useSession } from '../../stores/session';
import { MemberBalance } from '../home/MemberBalance';
import { useAnnouncementList, useUnreadCounts } from '../messages/queries';
import { useSiteConfig } from '../system/useSiteConfig';
import { useDividendInfo, useTeamToday } from './queries';
import * as styles from './agent.css';

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

const KPIS = [
  'teamLoginMemberCount',
  'teamBetMemberCount',
  'teamRegisterMemberCount',
  'teamOnlineCount',
] as const;

/**
 * /m/agent: the agent's greeting by hour, wallet and shortcuts, the menu entries the operator has
 * switched on (online service always), agent announcements with their unread count and today's
 * team figures. Only agent session types reach it (route guard).
 */
export default function AgentHomePage() {
  const { t } = useTranslation();
  const session = useSession((s) => s.session);
  const member = useMemberInfo();
  const { flags, customerServiceUrl } = useSiteConfig();
  const team = useTeamToday();
  const dividend = useDividendInfo();
  const notices = useAnnouncementList('A');
  const unread = useUnreadCounts();
  const band = greetingBandForHour(new Date().getHours());
  const name = memberDisplayName(member.data) || session?.userName || '';
  const noticeUnread = notices.data?.footer?.unreadCount ?? 0;

  const quickLinks: { to: string; icon: IconName; label: string; badge?: number }[] = [
    { to: '/m/voucherCenter', icon: 'deposit', label: t('agent.link.deposit') },
    { to: '/m/withdraw', icon: 'wallet', label: t('agent.link.withdraw') },
    { to: '/m/home', icon: 'home', label: t('agent.link.home') },
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
    {
      to: '/m/member/notice?types=A',
      icon: 'megaphone',
      label: t('agent.link.notices'),
      badge: noticeUnread,
    },
  ];

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="agent-greeting">
        <h1 id="agent-greeting" className={styles.heading}>
          {t('agent.title')}
        </h1>
        <Greeting greeting={t(`agent.greeting.${band}`)} name={name} />
        <MemberBalance />
      </section>

      <nav className={styles.card} aria-label={t('agent.shortcuts')}>
        <ul className={styles.quickLinks}>
          {quickLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.tile}>
                <Icon name={link.icon} />
                <span>{link.label}</span>
                {link.badge ? (
                  <UnreadBadge
                    count={link.badge}
                    placement="corner"
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
        <ul className={styles.grid}>
          {agentMenuEntries(flags).map((entry) => (
            <li key={entry.id}>
              {entry.id === 'onlineService' ? (
                customerServiceUrl ? (
                  <a
                    href={customerServiceUrl}
                    target="_blank"
                    rel="noopener noreferrer"
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
                      count={unread.inbox}
                      placement="corner"
                      label={t('agent.unread', { count: unread.inbox })}
                    />
                  ) : null}
                </Link>
              )}
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
