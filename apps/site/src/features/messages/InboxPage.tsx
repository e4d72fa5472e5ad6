import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Navigate } from 'react-router-dom';
import { HOME_ROUTE, isTrial, noticeDate } from '@playdeck/domain';
import { Accordion, Button, VisuallyHidden } from '@playdeck/ui';
import { SafeHtml } from '../../lib/SafeHtml';
import { showFreeReject } from '../../lib/restrictions';
import { useSession } from '../../stores/session';
import { MessagePageStates } from './MessagePageStates';
import { useInbox, useMarkInboxRead } from './queries';
import * as styles from './messages.css';

/** A trial account reaching the inbox: free_reject for 2 s, then home (spec 1 §6). */
function TrialRefused() {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    showFreeReject();
  }, []);
  return <Navigate to={HOME_ROUTE} replace />;
}

/** /m/webEmail: messages sent to the account, newest first; opening one marks it read. */
export default function InboxPage() {
  const { t } = useTranslation();
  const session = useSession((s) => s.session);
  const trial = isTrial(session?.type);
  const query = useInbox(!!session && !trial);
  const markRead = useMarkInboxRead();
  const [openId, setOpenId] = useState<string | null>(null);

  if (trial) return <TrialRefused />;
  const messages = query.data?.pages.flatMap((p) => p.list);

  const open = (id: string | null) => {
    setOpenId(id);
    const message = id ? messages?.find((m) => m.id === id) : undefined;
    if (message && !message.read) void markRead(message.id);
  };

  return (
    <MessagePageStates
      query={query}
      data={messages}
      failed={t('messages.inbox.failed')}
      empty={t('messages.inbox.empty')}
      emptyIcon="mail"
    >
      {(list) => (
        <>
          <Accordion
            value={openId}
            onValueChange={open}
            headingLevel={2}
            items={list.map((m) => ({
              id: m.id,
              header: (
                <span className={styles.itemHeader} data-read={m.read ? '' : undefined}>
                  <span className={styles.itemTitle}>
                    {m.read ? null : <span className={styles.unreadDot} aria-hidden="true" />}
                    {m.title}
                    {m.read ? null : <VisuallyHidden>{t('messages.notice.unread')}</VisuallyHidden>}
                  </span>
                  <span className={styles.itemMeta}>
                    {m.sender ? `${t('messages.inbox.from', { sender: m.sender })} · ` : ''}
                    <time dateTime={noticeDate(m.createdAt)}>{noticeDate(m.createdAt)}</time>
                  </span>
                </span>
              ),
              content: <SafeHtml className={styles.content} html={m.content} />,
            }))}
          />
          {query.hasNextPage ? (
            <Button
              tone="secondary"
              block
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('messages.inbox.more')}
            </Button>
          ) : null}
        </>
      )}
    </MessagePageStates>
  );
}
