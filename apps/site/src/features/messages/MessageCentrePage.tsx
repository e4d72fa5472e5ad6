import { useTranslation } from '../../i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import { MessageRow, type IconName } from '@playdeck/ui';
import {
  badgesVisible,
  LOGIN_ROUTE,
  messageCentreAction,
  messageCentreRows,
  messagingChannelUrl,
  type MessageCentreRowId,
} from '@playdeck/domain';
import { PageHeader } from '../../app/PageHeader';
import type { LoginRedirectState } from '../../app/RouteView';
import { showFreeReject } from '../../lib/restrictions';
import { useSession } from '../../stores/session';
import { useSiteConfig } from '../system/useSiteConfig';
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
  affiliateService: 'headset',
};

const openOutside = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

/**
 * /m/message (spec 1 §2): the messaging-app channel when configured, announcements and inbox
 * with unread badges (login first), live chat with CBS3 (not for trial accounts) and the affiliate
 * service link. Badges show for logged-in players with something unread, 99+ above 99.
 */
export default function MessageCentrePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession((s) => s.session);
  const config = useSiteConfig();
  const counts = useUnreadCounts();
  const launchChat = useChatLaunch();
  const channelUrl = messagingChannelUrl(config.resources);
  const rows = messageCentreRows({
    flags: config.flags,
    channelUrl,
    customerServiceUrl: config.customerServiceUrl,
  });
  const toLogin = () => {
    const state: LoginRedirectState = { from: location.pathname };
    void navigate(LOGIN_ROUTE, { state });
  };

  const open = (row: MessageCentreRowId) => {
    const action = messageCentreAction(row, session);
    if (action === 'login') return toLogin();
    if (action === 'free_reject') return showFreeReject();
    switch (row) {
      case 'channel':
        if (channelUrl) openOutside(channelUrl);
        return;
      case 'affiliateService':
        if (config.customerServiceUrl) openOutside(config.customerServiceUrl);
        return;
      case 'announcements':
        return void navigate(NOTICE_ROUTE);
      case 'inbox':
        return void navigate(INBOX_ROUTE);
      case 'liveChat':
        return void launchChat();
    }
  };

  const count: Partial<Record<MessageCentreRowId, number>> = {
    announcements: counts.announcement,
    inbox: counts.inbox,
    liveChat: counts.chat,
  };
  const href: Partial<Record<MessageCentreRowId, string>> = {
    channel: channelUrl ?? undefined,
    announcements: NOTICE_ROUTE,
    inbox: INBOX_ROUTE,
    affiliateService: config.customerServiceUrl ?? undefined,
  };

  return (
    <>
      <PageHeader />
      <div className={styles.page}>
        <ul className={styles.rows}>
          {rows.map((row) => (
            <li key={row}>
              <MessageRow
                icon={icons[row]}
                title={t(`messages.centre.${row}`)}
                subtitle={t(`messages.centre.${row}Hint`)}
                unreadCount={count[row]}
                unreadLabel={t('messages.centre.unread', { count: count[row] ?? 0 })}
                badgeHidden={!badgesVisible(session)}
                href={href[row]}
                onClick={() => open(row)}
              />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
