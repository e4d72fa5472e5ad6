import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link, useSearchParams } from 'react-router-dom';
import { Accordion, EmptyState, Skeleton, Tabs } from '@playdeck/ui';
import type { Announcement } from '@playdeck/contract';
import { PROMOTION_TAB_ALL, promotionsInTab, promotionTabs } from '@playdeck/domain';
import { PageHeader } from '../../shell/PageHeader';
import { QueryFailed, QueryStates } from '../../shell/QueryStates';
import { useRouteMeta } from '../../shell/routeMeta';
import { SafeHtml } from '../../lib/SafeHtml';
import { PromotionHeader } from './PromotionHeader';
import { usePromotions } from './queries';
import * as css from './promotions.css';

export const promotionDetailLink = (id: string | number) =>
  `/m/activityDetail?id=${encodeURIComponent(String(id))}`;

function PromotionList({
  items,
  openId,
  onOpenChange,
}: {
  items: readonly Announcement[];
  openId: string | null;
  onOpenChange: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Accordion
      headingLevel={2}
      value={openId}
      onValueChange={onOpenChange}
      items={items.map((p) => ({
        id: String(p.id),
        header: <PromotionHeader promotion={p} />,
        content: (
          <div className={css.content}>
            <SafeHtml html={p.content} />
            <Link to={promotionDetailLink(p.id)}>{t('promotions.details')}</Link>
          </div>
        ),
      }))}
    />
  );
}

/**
 * /m/activity (spec 2 §2 Promotions): category tabs when more than one category has items, each
 * promotion an accordion item with its picture, title, dates and sanitised content; `?id=` opens
 * that promotion and scrolls to it; an empty state when there are none.
 */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const [params] = useSearchParams();
  const wanted = params.get('id');
  const { promotions, isPending, isError, refetch } = usePromotions();
  const tabs = useMemo(() => promotionTabs(promotions), [promotions]);
  const [tab, setTab] = useState(PROMOTION_TAB_ALL);
  const [openId, setOpenId] = useState<string | null>(wanted);
  const [seenWanted, setSeenWanted] = useState(wanted);
  if (wanted !== seenWanted) {
    setSeenWanted(wanted);
    setOpenId(wanted);
    setTab(PROMOTION_TAB_ALL);
  }

  // Bring the promotion named by `?id=` into view once the list is there.
  const ready = promotions.length > 0;
  useEffect(() => {
    if (!wanted || !ready) return;
    const header = document.querySelector(`[data-promotion-id="${CSS.escape(wanted)}"]`);
    header?.scrollIntoView?.({ block: 'start' });
  }, [wanted, ready]);

  const list = (items: readonly Announcement[]) => (
    <PromotionList items={items} openId={openId} onOpenChange={setOpenId} />
  );

  return (
    <>
      {meta.showTopBar ? null : <PageHeader />}
      <div className={css.page}>
        <QueryStates
          query={{ isPending, isError, refetch }}
          data={promotions}
          isEmpty={(items) => items.length === 0}
          loading={
            <>
              <Skeleton aspectRatio="12 / 5" width="100%" />
              <Skeleton aspectRatio="12 / 5" width="100%" />
            </>
          }
          failed={
            <QueryFailed
              title={t('promotions.error')}
              titleAs="p"
              retryTone="secondary"
              onRetry={() => void refetch()}
            />
          }
          empty={
            <EmptyState
              icon="gift"
              title={t('promotions.empty.title')}
              hint={t('promotions.empty.hint')}
            />
          }
        >
          {() =>
            tabs.length ? (
              <Tabs
                label={t('promotions.tabsLabel')}
                value={tab}
                onValueChange={setTab}
                items={tabs.map((c) => ({
                  value: c,
                  label: t(`promotions.category.${c as 'ALL'}`),
                  content: list(promotionsInTab(promotions, c)),
                }))}
              />
            ) : (
              list(promotions)
            )
          }
        </QueryStates>
      </div>
    </>
  );
}
