import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useLocation } from 'react-router-dom';
import type { Announcement } from '@playdeck/contract';
import {
  canMarkNoticeRead,
  noticeDate,
  noticeIndexFromQuery,
  noticeRead,
  noticesInOrder,
  noticeTypesFor,
} from '@playdeck/domain';
import { Accordion, VisuallyHidden } from '@playdeck/ui';
import { SafeHtml } from '../../lib/SafeHtml';
import { useSession } from '../../stores/session';
import { MessagePageStates } from './MessagePageStates';
import { useAnnouncementList, useMarkNoticeRead } from './queries';
import * as styles from './messages.css';

/**
 * /m/notice (spec 1 §2, §4): the announcements (types B, PL, PU); opening one shows its sanitised
 * content and marks it read (logged-in, not trial), then the list refetches. `?index=` opens an
 * item. The same page lists agent announcements on /m/member/notice (types A).
 */
export default function NoticesPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const session = useSession((s) => s.session);
  const types = noticeTypesFor(pathname);
  const query = useAnnouncementList(types);
  const markRead = useMarkNoticeRead();
  // The player's own choice for this link; until then the link's index picks the open item.
  const [choice, setChoice] = useState<{ search: string; id: string | null } | null>(null);

  const notices: Announcement[] = query.data
    ? types === 'A'
      ? noticesInOrder(query.data.agent)
      : noticesInOrder(query.data.player, query.data.popup)
    : [];
  const index = noticeIndexFromQuery(search, notices.length);
  const linked = index === null ? null : (notices[index]?.id ?? null);
  const openId = choice?.search === search ? choice.id : linked;

  const markIfUnread = (id: string) => {
    const notice = notices.find((n) => n.id === id);
    if (notice && canMarkNoticeRead(session, noticeRead(notice.read, session))) void markRead(id);
  };
  const open = (id: string | null) => {
    setChoice({ search, id });
    if (id) markIfUnread(id);
  };

  // The item a link opens is read too, and scrolled into view, once per link.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!linked || handled.current === `${search}#${linked}`) return;
    handled.current = `${search}#${linked}`;
    markIfUnread(linked);
    document.getElementById(`notice-${linked}`)?.scrollIntoView({ block: 'start' });
    // Runs once per linked item; the helpers follow the data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linked, search]);

  return (
    <MessagePageStates
      query={query}
      data={query.data ? notices : undefined}
      failed={t('messages.notice.failed')}
      empty={t('messages.notice.empty')}
      emptyIcon="megaphone"
    >
      {(list) => (
        <Accordion
          value={openId}
          onValueChange={open}
          headingLevel={2}
          items={list.map((n) => {
            const read = noticeRead(n.read, session);
            const date = noticeDate(n.startDate);
            return {
              id: n.id,
              header: (
                <span
                  className={styles.itemHeader}
                  id={`notice-${n.id}`}
                  data-read={read ? '' : undefined}
                >
                  <span className={styles.itemTitle}>
                    {read ? null : <span className={styles.unreadDot} aria-hidden="true" />}
                    {n.title}
                    {read ? null : <VisuallyHidden>{t('messages.notice.unread')}</VisuallyHidden>}
                  </span>
                  {date ? (
                    <time className={styles.itemMeta} dateTime={date}>
                      {date}
                    </time>
                  ) : null}
                </span>
              ),
              content: <SafeHtml className={styles.content} html={n.content} />,
            };
          })}
        />
      )}
    </MessagePageStates>
  );
}
