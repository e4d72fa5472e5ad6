import { useQuery } from '@tanstack/react-query';
import { throttleCalls, UNREAD_COUNT_THROTTLE_MS } from '@playdeck/contract';
import {
  chatCountAllowed,
  inboxCountAllowed,
  isTrial,
  NOTICE_GROUP,
  NOTICE_PAGE_TYPES,
  NOTICE_PLATFORM,
  noticeRead,
  unreadTotal,
  type UnreadCounts,
} from '@playdeck/domain';
import { apiQueryKey, callApi, useApiQuery } from '../api/hooks';
import { shellCalls } from '../api/shellCalls';
import { useSession } from '../stores/session';
import { useSiteConfig } from './useSiteConfig';

// The home header's bell needs these at start: they name their calls by reference (api/shellCalls),
// so the client and the contract's schemas are not part of the first script.

/** Announcements of the given types (B,PL,PU or A), for the session when there is one. Silent. */
export function useAnnouncementList(types: string) {
  return useApiQuery(
    shellCalls.announcements,
    {
      types,
      groupName: NOTICE_GROUP,
      platform: NOTICE_PLATFORM,
      merchantCode: __PLAYDECK_MERCHANT__,
    },
    { silent: true },
  );
}

// The spec's throttle (§7): unread counts at most every 250 ms.
const fetchInboxCount = throttleCalls(
  () => callApi(shellCalls.inboxUnreadCount, {}),
  UNREAD_COUNT_THROTTLE_MS,
);
const fetchChatCount = throttleCalls(
  () => callApi(shellCalls.chatUnreadCount, {}),
  UNREAD_COUNT_THROTTLE_MS,
);

/**
 * Unread counts of the message centre (spec 1 §3, §5, §6): announcements, inbox (not for trial
 * accounts) and live chat (CBS3 on, not trial), and their total for a badge on the bottom menu or
 * header. All silent; zero for visitors.
 */
export function useUnreadCounts(): UnreadCounts & { total: number } {
  const session = useSession((s) => s.session);
  const { flags } = useSiteConfig();
  const list = useAnnouncementList(NOTICE_PAGE_TYPES);
  const inbox = useQuery({
    queryKey: apiQueryKey(shellCalls.inboxUnreadCount, {}),
    queryFn: fetchInboxCount,
    enabled: inboxCountAllowed(session),
    meta: { silent: true },
  });
  const chat = useQuery({
    queryKey: apiQueryKey(shellCalls.chatUnreadCount, {}),
    queryFn: fetchChatCount,
    enabled: chatCountAllowed(flags, session),
    meta: { silent: true },
  });
  const notices = [...(list.data?.player ?? []), ...(list.data?.popup ?? [])];
  const counts: UnreadCounts = {
    announcement:
      !session || isTrial(session.type)
        ? 0
        : notices.filter((n) => !noticeRead(n.read, session)).length,
    inbox: inboxCountAllowed(session) ? (inbox.data ?? 0) : 0,
    chat: chatCountAllowed(flags, session) ? (chat.data?.unReadCount ?? 0) : 0,
  };
  return { ...counts, total: unreadTotal(counts) };
}
