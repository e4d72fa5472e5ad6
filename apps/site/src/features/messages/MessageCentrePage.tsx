import { useTranslation } from '../../i18n';
import { MessageRow, type IconName } from '@playdeck/ui';
import {
  badgesVisible,
  FEEDBACK_ROUTE,
  isTrial,
  LOGIN_ROUTE,
  messageCentreAction,
  messageCentreRows,
  messagingChannelUrl,
  type MessageCentreRowId,
} from '@playdeck/domain';
import { PageHeader } from '../../shell/PageHeader';
import { PageLoading } from '../../shell/PageStates';
import { TrialCard } from '../../shell/TrialCard';
import { linkTarget } from '../../lib/linkTarget';
import { showFreeReject } from '../../lib/restrictions';
import { useSession } from '../../stores/session';
import { useSiteConfig } from '../../shell/useSiteConfig';
import { useUnreadCounts } from './queries';
import { useChatLaunch } from './useChatLaunch';
import * as styles from './messages.css';

export const NOTICE_ROUTE = '/m/notice';
export const INBOX_ROUTE = '/m/webEmail';

const icons: Record<MessageCentreRowId, IconName> = {
  channel: 'telegram',
  announcements: 'megaphone',
  inbox: 'mail',
  liveChat: 'chat',
  feedback: 'message',
  affiliateService: 'headset',
};

/**
 * /m/message (spec 1 §2): the messaging-app channel when configured, announcements and inbox
 * with unread badges, live chat with CBS3, feedback and the affiliate service link. Rows that go
 * to a screen are links (a visitor's guard sends them to log in); a trial account's inbox and chat
 * rows say they are for members and answer `free_reject`, with one invitation to register above.
 * Badges show for logged-in players with something unread, 99+ above 99.
 */
export default function MessageCentrePage() {
  const { t } = useTranslation();
  const session = useSession((s) => s.session);
  const config = useSiteConfig();
  const counts = useUnreadCounts();
  const launchChat = useChatLaunch();
  const trial = isTrial(session?.type);
  const channelUrl = messagingChannelUrl(config.resources);
  const rows = messageCentreRows({
    flags: config.flags,
    channelUrl,
    customerServiceUrl: config.customerServiceUrl,
  });

  const count: Partial<Record<MessageCentreRowId, number>> = {
    announcements: counts.announcement,
    inbox: counts.inbox,
    liveChat: counts.chat,
  };
  const href: Partial<Record<MessageCentreRowId, string>> = {
    channel: channelUrl ?? undefined,
    announcements: NOTICE_ROUTE,
    inbox: INBOX_ROUTE,
    // Live chat is an action for a member; a visitor's way to it is logging in first.
    liveChat: session ? undefined : LOGIN_ROUTE,
    feedback: FEEDBACK_ROUTE,
    affiliateService: config.customerServiceUrl ?? undefined,
  };

  /** A row's action where it is not simply a link: live chat, and what a trial may not open. */
  const action = (row: MessageCentreRowId): (() => void) | undefined => {
    const decision = messageCentreAction(row, session);
    if (decision === 'free_reject') return showFreeReject;
    if (row === 'liveChat' && decision === 'open') return () => void launchChat();
    return undefined;
  };
  const locked = (row: MessageCentreRowId) => messageCentreAction(row, session) === 'free_reject';

  return (
    <>
      <PageHeader />
      <div className={styles.page}>
        {trial ? <TrialCard /> : null}
        {/* The channel, live chat and service rows come from the status and its decoded links:
            the list waits for both, so no row pops in above another under a finger. */}
        {!config.linksReady ? (
          <PageLoading />
        ) : (
          <ul className={styles.rows}>
            {rows.map((row) => (
              <li key={row}>
                <MessageRow
                  icon={locked(row) ? 'lock' : icons[row]}
                  title={t(`messages.centre.${row}`)}
                  subtitle={
                    locked(row) ? t('messages.centre.membersOnly') : t(`messages.centre.${row}Hint`)
                  }
                  unreadCount={count[row]}
                  unreadLabel={t('messages.centre.unread', { count: count[row] ?? 0 })}
                  badgeHidden={!badgesVisible(session)}
                  href={locked(row) ? undefined : href[row]}
                  target={linkTarget(href[row]).target}
                  onClick={action(row)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
