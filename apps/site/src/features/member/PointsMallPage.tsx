import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { Button, Dialog, EmptyState, Icon, Skeleton, toast, type IconName } from '@playdeck/ui';
import { formatCount, formatOperatorTime, redeemProblem } from '@playdeck/domain';
import type { ResponseOf, mallItems } from '@playdeck/contract';
import { useMallItems, useMallPoints, useMallRedemptions, useRedeemMallItem } from './mallQueries';
import * as styles from './member.css';
import * as mall from './mall.css';
import { QueryFailed } from '../../shell/QueryStates';
import { PageLoading } from '../../shell/PageStates';

type MallItem = ResponseOf<typeof mallItems>['list'][number];

const CATEGORY_ICONS: Record<MallItem['category'], IconName> = {
  BONUS: 'coin',
  VOUCHER: 'ticket',
  MERCH: 'gift',
  GADGET: 'star',
};

/**
 * /m/mall/mallHome: the player's points (one for every ₱10 bet), the catalogue and what they
 * redeemed. A redemption is confirmed first; the server refuses (and nothing is spent) when the
 * points or the stock do not cover it.
 */
export default function PointsMallPage() {
  const { t } = useTranslation();
  const points = useMallPoints();
  const items = useMallItems();
  const history = useMallRedemptions();
  const redeem = useRedeemMallItem();
  const [chosen, setChosen] = useState<MallItem | null>(null);
  const balance = points.data?.points ?? 0;

  const confirm = () => {
    if (!chosen) return;
    const item = chosen;
    redeem.mutate(
      { itemId: item.id, quantity: 1 },
      {
        onSuccess: (r) => {
          setChosen(null);
          toast.show(t('mall.redeemed', { item: r.itemName, points: formatCount(r.points) }), {
            tone: 'success',
          });
        },
        onError: () => setChosen(null),
      },
    );
  };

  const historyRows = history.data?.pages.flatMap((p) => p.list) ?? [];

  // The points and the items decide how tall the page's top is: it is drawn once both are in, so
  // the item list does not grow from a placeholder and push the redemptions away.
  if (points.isPending || items.isPending) return <PageLoading />;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="mall-points">
        <h1 className={styles.heading} id="mall-points">
          {t('mall.yourPoints')}
        </h1>
        {points.data ? (
          <>
            <p className={mall.points} data-testid="mall-points">
              {formatCount(points.data.points)}
            </p>
            <p className={styles.muted}>
              {t('mall.rule', { pesos: points.data.pesosPerPoint })}{' '}
              {t('mall.earnedSpent', {
                earned: formatCount(points.data.earned),
                spent: formatCount(points.data.spent),
              })}
            </p>
          </>
        ) : (
          <Button icon="refresh" tone="secondary" onClick={() => void points.refetch()}>
            {t('mall.pointsFailed')}
          </Button>
        )}
      </section>

      <section className={styles.card} aria-labelledby="mall-items">
        <h2 className={styles.heading} id="mall-items">
          {t('mall.catalogue')}
        </h2>
        {!items.data ? (
          <div role="alert">
            <QueryFailed
              title={t('mall.itemsFailed')}
              titleAs="p"
              onRetry={() => void items.refetch()}
            />
          </div>
        ) : items.data.list.length === 0 ? (
          <EmptyState title={t('mall.noItems')} icon="gift" titleAs="p" />
        ) : (
          <ul className={mall.items}>
            {items.data.list.map((item) => {
              const problem = points.data
                ? redeemProblem({
                    points: balance,
                    cost: item.cost,
                    quantity: 1,
                    stock: item.stock,
                  })
                : null;
              return (
                <li key={item.id} className={mall.item} aria-labelledby={`mall-item-${item.id}`}>
                  <span className={mall.glyph} aria-hidden="true">
                    <Icon name={CATEGORY_ICONS[item.category]} />
                  </span>
                  <div className={mall.itemBody}>
                    <h3 className={mall.itemName} id={`mall-item-${item.id}`}>
                      {item.name}
                    </h3>
                    <p className={styles.muted}>{item.description}</p>
                    <p className={styles.muted}>
                      {item.stock === null
                        ? t('mall.inStock')
                        : item.stock === 0
                          ? t('mall.outOfStock')
                          : t('mall.left', { n: formatCount(item.stock) })}
                    </p>
                    <div className={mall.itemFoot}>
                      <p className={mall.cost}>
                        {t('mall.cost', { points: formatCount(item.cost) })}
                      </p>
                      <Button
                        size="sm"
                        disabled={problem !== null}
                        aria-describedby={
                          problem === 'notEnoughPoints' ? `mall-need-${item.id}` : undefined
                        }
                        onClick={() => setChosen(item)}
                      >
                        {t('mall.redeem')}
                      </Button>
                    </div>
                    {problem === 'notEnoughPoints' ? (
                      <p className={styles.muted} id={`mall-need-${item.id}`}>
                        {t('mall.need', { points: formatCount(item.cost - balance) })}
                      </p>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className={styles.card} aria-labelledby="mall-history">
        <h2 className={styles.heading} id="mall-history">
          {t('mall.history')}
        </h2>
        {history.isPending ? (
          <Skeleton aspectRatio={6} />
        ) : history.isError && historyRows.length === 0 ? (
          <Button icon="refresh" tone="secondary" onClick={() => void history.refetch()}>
            {t('mall.historyFailed')}
          </Button>
        ) : historyRows.length === 0 ? (
          <p className={styles.muted}>{t('mall.noHistory')}</p>
        ) : (
          <>
            <ul className={mall.history}>
              {historyRows.map((r) => (
                <li key={r.id} className={mall.historyRow}>
                  <span>{r.quantity > 1 ? `${r.itemName} × ${r.quantity}` : r.itemName}</span>
                  <span className={mall.cost}>{t('mall.spent', { points: r.spent })}</span>
                  <span className={styles.muted}>{formatOperatorTime(r.createdAt)}</span>
                </li>
              ))}
            </ul>
            {history.hasNextPage ? (
              <Button
                tone="secondary"
                block
                loading={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {t('mall.more')}
              </Button>
            ) : null}
          </>
        )}
      </section>

      <Dialog
        title={t('mall.confirmTitle')}
        open={chosen !== null}
        onOpenChange={(open) => {
          if (!open && !redeem.isPending) setChosen(null);
        }}
        role="alertdialog"
        actions={
          <>
            <Button tone="secondary" onClick={() => setChosen(null)} disabled={redeem.isPending}>
              {t('common.cancel')}
            </Button>
            <Button onClick={confirm} loading={redeem.isPending}>
              {t('mall.confirm')}
            </Button>
          </>
        }
      >
        {chosen
          ? t('mall.confirmBody', {
              item: chosen.name,
              points: chosen.cost,
              left: Math.max(0, balance - chosen.cost),
            })
          : ''}
      </Dialog>
    </div>
  );
}
