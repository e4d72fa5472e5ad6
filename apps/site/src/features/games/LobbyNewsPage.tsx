import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useSearchParams } from 'react-router-dom';
import { Accordion, Button, EmptyState, Skeleton } from '@playdeck/ui';
import type { ResponseOf, lobbyNews } from '@playdeck/contract';
import { hasMorePages, noticeDate } from '@playdeck/domain';
import { SafeHtml } from '../../lib/SafeHtml';
import { QueryFailed, QueryStates } from '../../shell/QueryStates';
import { useLobbyNews } from './queries';
import { useGameLaunch } from './useGameLaunch';
import * as css from './games.css';

type News = ResponseOf<typeof lobbyNews>['list'][number];

/** How many news items a page of the list shows. */
const PAGE = 10;

function NewsHeader({ news }: { news: News }) {
  const { t } = useTranslation();
  return (
    <span className={css.newsHeader} data-news-id={news.id}>
      <span className={css.newsMeta}>
        <span className={css.newsCategory}>{t(`lobbyNews.category.${news.category}`)}</span>
        <span>{noticeDate(news.publishedAt)}</span>
      </span>
      <span className={css.newsTitle}>{news.title}</span>
      <span className={css.newsSummary}>{news.summary}</span>
    </span>
  );
}

/**
 * /m/news, the game lobby's news (`GLS2_lobbyNews`): new games, events and notices in the player's
 * language, newest first, each opening its text; a new game's news plays that game. `?id=` opens
 * (and scrolls to) one item, as the home block's links do.
 */
export default function LobbyNewsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const wanted = params.get('id');
  const [shown, setShown] = useState(PAGE);
  const news = useLobbyNews(shown);
  const { launch } = useGameLaunch();
  const [openId, setOpenId] = useState<string | null>(wanted);
  const ready = Boolean(news.data?.list.length);

  useEffect(() => {
    if (!wanted || !ready) return;
    document.querySelector(`[data-news-id="${CSS.escape(wanted)}"]`)?.scrollIntoView?.({
      block: 'start',
    });
  }, [wanted, ready]);

  return (
    <div className={css.lobby}>
      <QueryStates
        query={news}
        data={news.data}
        isEmpty={(data) => data.list.length === 0}
        loading={
          <>
            <Skeleton aspectRatio={3} />
            <Skeleton aspectRatio={3} />
          </>
        }
        failed={
          <QueryFailed
            title={t('lobbyNews.failed')}
            titleAs="p"
            retryTone="secondary"
            onRetry={() => void news.refetch()}
          />
        }
        empty={<EmptyState icon="megaphone" titleAs="p" title={t('lobbyNews.empty')} />}
      >
        {(data) => (
          <>
            <Accordion
              headingLevel={2}
              value={openId}
              onValueChange={setOpenId}
              items={data.list.map((n) => ({
                id: String(n.id),
                header: <NewsHeader news={n} />,
                content: (
                  <div className={css.newsContent}>
                    <SafeHtml html={n.content} />
                    {n.nodeId && n.vassalage && n.gameType ? (
                      <Button
                        icon="play"
                        onClick={() =>
                          void launch({
                            nodeId: n.nodeId ?? '',
                            vassalage: n.vassalage ?? '',
                            gameType: n.gameType ?? '',
                          })
                        }
                      >
                        {t('lobbyNews.play', { game: n.gameName ?? '' })}
                      </Button>
                    ) : null}
                  </div>
                ),
              }))}
            />
            {hasMorePages(data) ? (
              <Button
                tone="secondary"
                loading={news.isFetching}
                loadingLabel={t('common.loading')}
                onClick={() => setShown((n) => n + PAGE)}
              >
                {t('lobbyNews.more')}
              </Button>
            ) : null}
          </>
        )}
      </QueryStates>
    </div>
  );
}
