import type { AmountProblem } from '@playdeck/domain';
import { formatMoney } from '@playdeck/domain';
import { i18n } from '../../i18n';

/** The message under an amount field for a rule the amount breaks. */
export function amountProblemText(
  problem: AmountProblem,
  limits: { min: number; max: number },
  symbol: string,
): string {
  const min = `${symbol}${formatMoney(limits.min)}`;
  const max = `${symbol}${formatMoney(limits.max)}`;
  switch (problem) {
    case 'notAmount':
      return i18n.t('wallet.amountRequired');
    case 'tooManyDecimals':
      return i18n.t('wallet.amountDecimals');
    case 'belowMin':
      return i18n.t('wallet.amountBelowMin', { min });
    case 'aboveMax':
      return i18n.t('wallet.amountAboveMax', { max });
    case 'overBalance':
      return i18n.t('wallet.amountOverBalance');
  }
}
