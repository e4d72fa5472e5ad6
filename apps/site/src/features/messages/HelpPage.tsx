import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useLocation } from 'react-router-dom';
import { FEEDBACK_ROUTE, helpEntryToOpen } from '@playdeck/domain';
import { Accordion, Button } from '@playdeck/ui';
import { SafeHtml } from '../../lib/SafeHtml';
import { MessagePageStates } from './MessagePageStates';
import { useHelpEntries } from './queries';
import * as styles from './messages.css';

/**
 * /m/help (spec 1 §2): help entries with sanitised HTML; `?i=<n>` opens the entry at that position,
 * `?tag=about` the about-us entry. A language change reloads the entries after 200 ms.
 */
export default function HelpPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const query = useHelpEntries();
  const entries = query.data?.list ?? [];
  const idOf = (position: number) => `help-${position}`;
  // The player's own choice for this link; until then the link picks the open entry.
  const [choice, setChoice] = useState<{ search: string; id: string | null } | null>(null);
  const at = helpEntryToOpen(search, entries);
  const linked = at === null ? null : idOf(at);
  const openId = choice?.search === search ? choice.id : linked;

  // The linked entry scrolls into view once per link.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!linked || handled.current === `${search}#${linked}`) return;
    handled.current = `${search}#${linked}`;
    document.getElementById(`${linked}-title`)?.scrollIntoView({ block: 'start' });
  }, [linked, search]);

  return (
    <MessagePageStates
      query={query}
      data={query.data?.list}
      failed={t('messages.help.failed')}
      empty={t('messages.help.empty')}
      emptyIcon="info"
    >
      {(list) => (
        <>
          <Accordion
            value={openId}
            onValueChange={(id) => setChoice({ search, id })}
            headingLevel={2}
            items={list.map((e, position) => ({
              id: idOf(position),
              header: (
                <span className={styles.itemTitle} id={`${idOf(position)}-title`}>
                  {e.title}
                </span>
              ),
              content: <SafeHtml className={styles.content} html={e.content} />,
            }))}
          />
          <FeedbackPrompt />
        </>
      )}
    </MessagePageStates>
  );
}

/** Not answered here? The way to ask (feedback; a visitor logs in first, by the page's guard). */
function FeedbackPrompt() {
  const { t } = useTranslation();
  return (
    <section className={styles.prompt} aria-labelledby="help-feedback">
      <h2 className={styles.promptTitle} id="help-feedback">
        {t('messages.help.askTitle')}
      </h2>
      <Button tone="secondary" icon="message" href={FEEDBACK_ROUTE}>
        {t('messages.help.ask')}
      </Button>
    </section>
  );
}
