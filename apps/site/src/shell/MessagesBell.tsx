import { useTranslation } from '../i18n';
import { IconButton, UnreadBadge } from '@playdeck/ui';
import { MESSAGE_CENTRE_ROUTE } from '@playdeck/domain';
import { useUnreadCounts } from './unreadQueries';

/**
 * The bell in the home header and the member centre: a link to the message centre with the unread
 * total (announcements + inbox + chat, spec 1 §3) on its corner. No count for visitors.
 */
export function MessagesBell() {
  const { t } = useTranslation();
  const { total } = useUnreadCounts();
  return (
    <IconButton
      icon="bell"
      href={MESSAGE_CENTRE_ROUTE}
      label={total > 0 ? t('header.messagesUnread', { count: total }) : t('header.messages')}
      badge={<UnreadBadge count={total} placement="corner" />}
    />
  );
}
