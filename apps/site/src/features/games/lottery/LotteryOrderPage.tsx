import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useSearchParams } from 'react-router-dom';
import { ApiError, lotteryErrorCodes } from '@playdeck/contract';
import { Button, EmptyState, Skeleton } from '@playdeck/ui';
import { LOTTERY_ORDERS_ROUTE, formatCurrency, htmlLangOf } from '@playdeck/domain';
import { describeError } from '../../../api/errors';
import { usePreferences } from '../../../stores/preferences';
import { showConfirm } from '../../../stores/ui';
import { Balls } from './Balls';
import { useCancelSubOrders, useLotteryOrder } from './queries';
import * as css from './lottery.css';
import { QueryFailed } from '../../../shell/QueryStates';

/**
 * /m/lottery/order?orderId= (spec 2 §7 `/lgw/orders/detail`, `/lgw/orders/suborders/cancel`): one
 * order's draws: each draw's number and time, stake, status, win and result. Draws still open for
 * bets can be chosen and cancelled together, after confirming; their stakes come back to the
 * wallet.
 */
export default function LotteryOrderPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim() ?? '';
  const order = useLotteryOrder(orderId);
  const cancel = useCancelSubOrders();
  const language = usePreferences((s) => s.language);
  const when = new Intl.DateTimeFormat(htmlLangOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Manila',
  });
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');

  if (!orderId || (order.isError && order.error instanceof ApiError && order.error.status === 404))
    return (
      <div className={css.page}>
        <EmptyState
          icon="ticket"
          title={t('lottery.orderMissing')}
          action={<Button href={LOTTERY_ORDERS_ROUTE}>{t('title.lotteryOrders')}</Button>}
        />
      </div>
    );
  if (order.isPending)
    return (
      <div className={css.page}>
        <Skeleton aspectRatio={3} />
      </div>
    );
  if (!order.data)
    return (
      <div className={css.page}>
        <QueryFailed
          title={t('lottery.ordersFailed')}
          retryTone="secondary"
          onRetry={() => void order.refetch()}
        />
      </div>
    );
  const { order: o, subOrders } = order.data;
  const open = subOrders.filter((s) => s.cancellable);
  const refund = subOrders
    .filter((s) => chosen.includes(s.subOrderId))
    .reduce((sum, s) => sum + Number(s.stake), 0);

  const cancelChosen = async () => {
    setDone('');
    setFailure('');
    const sure = await showConfirm({
      title: t('lottery.cancelTitle'),
      message: t('lottery.cancelBody', { count: chosen.length, amount: formatCurrency(refund) }),
      confirmLabel: t('lottery.cancelConfirm'),
      cancelLabel: t('lottery.keep'),
      danger: true,
    });
    if (!sure) return;
    cancel.mutate(
      { orderId: o.orderId, subOrderIds: [...chosen] },
      {
        onSuccess: (r) => {
          setChosen([]);
          setDone(
            t('lottery.cancelled', {
              count: r.cancelled.length,
              amount: formatCurrency(r.refunded),
              balance: formatCurrency(r.balance),
            }),
          );
        },
        onError: (e) => {
          if (e instanceof ApiError && e.errorCode === lotteryErrorCodes.notCancellable) {
            setChosen([]);
            void order.refetch();
            return setFailure(t('lottery.notCancellable'));
          }
          const m = describeError(e);
          setFailure('key' in m ? t(m.key) : m.text);
        },
      },
    );
  };

  return (
    <div className={css.page}>
      <section className={css.card} aria-labelledby="order-title">
        <div className={css.rowHead}>
          <h2 id="order-title" className={css.heading}>
            {o.gameName}
          </h2>
          <span className={css.status} data-status={o.status}>
            {t(`lottery.status.${o.status}`)}
          </span>
        </div>
        <p className={css.muted}>{t('lottery.orderNumber', { id: o.orderId })}</p>
        <Balls numbers={o.numbers} label={t('lottery.yourNumbers')} />
        <p className={css.muted}>
          {t('lottery.orderTotals', {
            stake: formatCurrency(o.stake),
            win: formatCurrency(o.win),
          })}
        </p>
      </section>
      <section className={css.card} aria-labelledby="order-draws">
        <h2 id="order-draws" className={css.heading}>
          {t('lottery.draws', { count: subOrders.length })}
        </h2>
        <ul className={css.list} aria-label={t('lottery.drawsLabel')}>
          {subOrders.map((s) => (
            <li key={s.subOrderId} className={css.subOrder}>
              {s.cancellable ? (
                <input
                  type="checkbox"
                  aria-label={t('lottery.chooseDraw', { numero: s.numero })}
                  checked={chosen.includes(s.subOrderId)}
                  onChange={() => {
                    setDone('');
                    setChosen((c) =>
                      c.includes(s.subOrderId)
                        ? c.filter((x) => x !== s.subOrderId)
                        : [...c, s.subOrderId],
                    );
                  }}
                />
              ) : (
                <span aria-hidden="true" />
              )}
              <div className={css.draw}>
                <div className={css.rowHead}>
                  <p className={css.rowTitle}>{t('lottery.draw', { numero: s.numero })}</p>
                  <span className={css.status} data-status={s.status}>
                    {t(`lottery.status.${s.status}`)}
                  </span>
                </div>
                <span className={css.muted}>
                  {t('lottery.subOrderLine', {
                    when: when.format(s.drawAt),
                    stake: formatCurrency(s.stake),
                  })}
                </span>
                {s.result ? (
                  <Balls numbers={s.result} label={t('lottery.numbersOf', { numero: s.numero })} />
                ) : null}
                {Number(s.win) > 0 ? (
                  <span className={css.rowTitle}>
                    {t('lottery.won', { amount: formatCurrency(s.win) })}
                  </span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        {done ? (
          <p role="status" className={css.done}>
            {done}
          </p>
        ) : null}
        {failure ? (
          <p role="alert" className={css.failure}>
            {failure}
          </p>
        ) : null}
        {open.length > 0 ? (
          <Button
            tone="danger"
            block
            disabled={chosen.length === 0}
            loading={cancel.isPending}
            onClick={() => void cancelChosen()}
          >
            {t('lottery.cancelChosen', { count: chosen.length })}
          </Button>
        ) : null}
      </section>
    </div>
  );
}
