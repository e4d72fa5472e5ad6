import type { Ref } from 'react';
import { formatMoney, MASKED_MONEY, parseAmount } from '@playdeck/domain';
import { IconButton } from '../IconButton/IconButton';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as css from './BalanceWidget.css';
import { cx } from '../../theme/cx';

export interface BalanceWidgetProps {
  /** Total balance (wallet sumBalance). */
  amount: number | string | null | undefined;
  currencySymbol?: string;
  /** Shown or masked as asterisks; the site keeps this choice. */
  visible: boolean;
  onToggleVisible: () => void;
  /** While the wallet reloads the amount is masked and the refresh glyph spins. */
  refreshing?: boolean;
  onRefresh: () => void;
  /** Accessible name of the whole widget, e.g. "Balance". */
  label?: string;
  /** Accessible name of the eye toggle; its pressed state says whether the amount shows. */
  showLabel?: string;
  refreshLabel?: string;
  /** Read instead of the asterisks, e.g. "Balance hidden". */
  hiddenLabel?: string;
  className?: string;
  /** The root element (`<div>`). */
  ref?: Ref<HTMLDivElement>;
}

/** Currency symbol and balance with 2 decimals, an eye toggle that masks it, and a refresh control. */
export function BalanceWidget({
  amount,
  currencySymbol = '₱',
  visible,
  onToggleVisible,
  refreshing = false,
  onRefresh,
  label = 'Balance',
  showLabel = 'Show balance',
  refreshLabel = 'Refresh balance',
  hiddenLabel = 'Hidden',
  className,
  ref,
}: BalanceWidgetProps) {
  const shown = visible && !refreshing;
  // A negative balance reads -₱8,566.89: the sign before the symbol, as every amount on the site.
  const value = parseAmount(amount);
  const negative = shown && value !== null && formatMoney(value).startsWith('-');
  const digits = negative ? formatMoney(Math.abs(value)) : formatMoney(amount);
  return (
    <div ref={ref} role="group" aria-label={label} className={cx(css.root, className)}>
      <span className={css.amount} aria-busy={refreshing || undefined}>
        <span className={css.symbol}>{negative ? `-${currencySymbol}` : currencySymbol}</span>
        {shown ? (
          <span data-testid="balance-amount">{digits}</span>
        ) : (
          <>
            <span className={css.masked} aria-hidden="true" data-testid="balance-amount">
              {MASKED_MONEY}
            </span>
            <span className={visuallyHidden}>{hiddenLabel}</span>
          </>
        )}
      </span>
      <span className={css.controls}>
        <IconButton
          className={css.control}
          icon={visible ? 'eye' : 'eye-off'}
          iconSize="md"
          label={showLabel}
          pressed={visible}
          onClick={onToggleVisible}
        />
        <IconButton
          className={cx(css.control, refreshing ? css.spinning : undefined)}
          icon="refresh"
          iconSize="md"
          label={refreshLabel}
          aria-busy={refreshing || undefined}
          aria-disabled={refreshing || undefined}
          onClick={() => {
            if (!refreshing) onRefresh();
          }}
        />
      </span>
    </div>
  );
}
