import { useEffect, useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  announcements,
  chatUnreadCount,
  helpCenter,
  inboxList,
  inboxUnreadCount,
  markAnnouncementRead,
  markInboxRead,
  MARK_READ_THROTTLE_MS,
  throttleCalls,
  UNREAD_COUNT_THROTTLE_MS,
} from '@playdeck/contract';
import {
  AccountTiming,
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
import { api } from '../../api/client';
import { apiQueryKey, useApiQuery } from '../../api/hooks';
import { presentError } from '../../api/queryClient';
import { usePreferences } from '../../stores/preferences';
import { useSession } from '../../stores/session';
import { useSiteConfig } from '../system/useSiteConfig';

/** Announcements of the given types (B,PL,PU or A), for the session when there is one. Silent. */
export function useAnnouncementList(types: string) {
  return useApiQuery(
    announcements,
    {
      types,
      groupName: NOTICE_GROUP,
      platform: NOTICE_PLATFORM,
      merchantCode: __PLAYDECK_MERCHANT__,
    },
    { silent: true },
  );
}

// The spec's throttles (§7): counts 250 ms, mark-read 150 ms per announcement.
const fetchInboxCount = throttleCalls(
  () => api.call(inboxUnreadCount, {}),
  UNREAD_COUNT_THROTTLE_MS,
);
const fetchChatCount = throttleCalls(() => api.call(chatUnreadCount, {}), UNREAD_COUNT_THROTTLE_MS);
const sendNoticeRead = throttleCalls(
  (announcementId: string) => api.call(markAnnouncementRead, { announcementId, read: true }),
  MARK_READ_THROTTLE_MS,
  { key: (id) => id },
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
    queryKey: apiQueryKey(inboxUnreadCount, {}),
    queryFn: fetchInboxCount,
    enabled: inboxCountAllowed(session),
    meta: { silent: true },
  });
  const chat = useQuery({
    queryKey: apiQueryKey(chatUnreadCount, {}),
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

/** Marks an announcement read (throttled 150 ms, silent), then refetches the announcements. */
export function useMarkNoticeRead() {
  const client = useQueryClient();
  return async (id: string) => {
    try {
      await sendNoticeRead(id);
    } catch (error) {
      presentError(error, true);
      return;
    }
    await client.invalidateQueries({ queryKey: ['session', announcements.id] });
  };
}

export const INBOX_PAGE_SIZE = 20;

/** Inbox messages, newest first, a page at a time. */
export function useInbox(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['session', inboxList.id],
    queryFn: ({ pageParam }) => api.call(inboxList, { page: pageParam, size: INBOX_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled,
  });
}

/** Marks an inbox message read, then refreshes the list and the unread count. */
export function useMarkInboxRead() {
  const client = useQueryClient();
  return async (id: string) => {
    try {
      await api.call(markInboxRead, { id });
    } catch (error) {
      presentError(error, true);
      return;
    }
    await client.invalidateQueries({
      predicate: (q) => q.queryKey[1] === inboxList.id || q.queryKey[1] === inboxUnreadCount.id,
    });
  };
}

/** A value that follows `value` once it has stayed put for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}

/** Help entries in the player's language; a language change reloads them after 200 ms (spec 1 §4). */
export function useHelpEntries() {
  const language = useSettled(
    usePreferences((s) => s.language),
    AccountTiming.helpReload,
  );
  return useApiQuery(helpCenter, { device: 'MOBILE', language }, { staleTime: 5 * 60_000 });
}
