import { useTranslation } from '../../../i18n';
import { Link } from 'react-router-dom';
import { EmptyState, Skeleton } from '@playdeck/ui';
import { formatCurrency, lotteryOrderHref, noticeDate } from '@playdeck/domain';
import { Balls } from './Balls';
import { useLotteryOrders } from './queries';
import * as css from './lottery.css';
import { QueryFailed } from '../../../shell/QueryStates';

/**
 * /m/lottery/orders (spec 2 §7 `/lgw/orders`): the member's lottery orders, newest first: the
 * lottery, the numbers, how many draws, the stake, the status and any win; each opens its draws.
 */
export default function LotteryOrdersPage() {
  const { t } = useTranslation();
  const orders = useLotteryOrders();
  if (orders.isPending)
    return (
      <div className={css.page}>
        <Skeleton aspectRatio={4} />
        <Skeleton aspectRatio={4} />
      </div>
    );
  if (!orders.data)
    return (
      <div className={css.page}>
        <QueryFailed
          title={t('lottery.ordersFailed')}
          retryTone="secondary"
          onRetry={() => void orders.refetch()}
        />
      </div>
    );
  const list = orders.data.list;
  return (
    <div className={css.page}>
      {list.length === 0 ? (
        <EmptyState icon="ticket" title={t('lottery.noOrders')} hint={t('lottery.noOrdersHint')} />
      ) : (
        <ul className={css.list} aria-label={t('title.lotteryOrders')}>
          {list.map((o) => (
            <li key={o.orderId}>
              <Link className={css.linkRow} to={lotteryOrderHref(o.orderId)}>
                <span className={css.rowHead}>
                  <span className={css.rowTitle}>{o.gameName}</span>
                  <span className={css.status} data-status={o.status}>
                    {t(`lottery.status.${o.status}`)}
                  </span>
                </span>
                <Balls numbers={o.numbers} label={t('lottery.yourNumbers')} />
                <span className={css.muted}>
                  {t('lottery.orderLine', {
                    draws: o.draws,
                    stake: formatCurrency(o.stake),
                    date: noticeDate(o.createdAt),
                  })}
                </span>
                {Number(o.win) > 0 ? (
                  <span className={css.rowTitle}>
                    {t('lottery.won', { amount: formatCurrency(o.win) })}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
