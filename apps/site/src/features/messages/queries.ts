import { useEffect, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import {
  announcements,
  chatLaunch,
  feedback,
  helpCenter,
  inboxList,
  inboxUnreadCount,
  markAnnouncementRead,
  markInboxRead,
  MARK_READ_THROTTLE_MS,
  throttleCalls,
} from '@playdeck/contract';
import { AccountTiming } from '@playdeck/domain';
import { api } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { presentError } from '../../api/queryClient';
import { usePreferences } from '../../stores/preferences';

export { useAnnouncementList, useUnreadCounts } from '../../shell/unreadQueries';

// The spec's throttle (§7): mark-read at most every 150 ms per announcement.
const sendNoticeRead = throttleCalls(
  (announcementId: string) => api.call(markAnnouncementRead, { announcementId, read: true }),
  MARK_READ_THROTTLE_MS,
  { key: (id) => id },
);

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
  return useApiQuery(helpCenter, { device: 'MOBILE', lang: language }, { staleTime: 5 * 60_000 });
}

/** Sends feedback; the form says itself what went wrong. */
export const useSendFeedback = () => useApiMutation(feedback, { silent: true });

/** Asks for the live chat's address; the launch says itself what went wrong. */
export const useChatLaunchCall = () => useApiMutation(chatLaunch, { silent: true });
