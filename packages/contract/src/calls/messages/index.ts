// Announcements, inbox, chat, feedback, help, customer service.
import { announcements } from './announcements';
import { chatLaunch } from './chatLaunch';
import { chatUnreadCount } from './chatUnreadCount';
import { feedback } from './feedback';
import { helpCenter } from './helpCenter';
import { inboxList } from './inboxList';
import { inboxUnreadCount } from './inboxUnreadCount';
import { markAnnouncementRead } from './markAnnouncementRead';
import { markInboxRead } from './markInboxRead';

export * from './shared';
export * from './announcements';
export * from './markAnnouncementRead';
export * from './inboxUnreadCount';
export * from './inboxList';
export * from './markInboxRead';
export * from './chatUnreadCount';
export * from './chatLaunch';
export * from './helpCenter';
export * from './feedback';

export const messageCalls = {
  announcements,
  markAnnouncementRead,
  inboxUnreadCount,
  inboxList,
  markInboxRead,
  chatUnreadCount,
  chatLaunch,
  helpCenter,
  feedback,
} as const;
