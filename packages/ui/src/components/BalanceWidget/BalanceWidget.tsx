import { formatMoney, MASKED_MONEY } from '@playdeck/domain';
import { IconButton } from '../IconButton/IconButton';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as css from './BalanceWidget.css';

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
}: BalanceWidgetProps) {
  const shown = visible && !refreshing;
  return (
    <div
      role="group"
      aria-label={label}
      className={[css.root, className].filter(Boolean).join(' ')}
    >
      <span className={css.amount} aria-busy={refreshing || undefined}>
        <span className={css.symbol}>{currencySymbol}</span>
        {shown ? (
          <span data-testid="balance-amount">{formatMoney(amount)}</span>
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
          className={[css.control, refreshing ? css.spinning : undefined].filter(Boolean).join(' ')}
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
