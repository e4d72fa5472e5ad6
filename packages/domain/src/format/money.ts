/** What a money figure shows when the amount is missing or not a number. */
export const MONEY_PLACEHOLDER = '--';

const moneyFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
  // A balance never shows a centavo the player does not have: cut, never round up.
  roundingMode: 'trunc',
});

/** Reads an amount that may arrive as a number or a numeric string; null when it is neither. */
export function parseAmount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, '').trim());
  if (typeof value === 'string' && value.trim() === '') return null;
  return Number.isFinite(n) ? n : null;
}

/**
 * A money amount with exactly 2 decimals and thousands grouping: 1234567.8 -> "1,234,567.80".
 * Missing or non-numeric input shows {@link MONEY_PLACEHOLDER} rather than a misleading 0.00.
 */
export function formatMoney(value: number | string | null | undefined): string {
  const amount = parseAmount(value);
  if (amount === null) return MONEY_PLACEHOLDER;
  const text = moneyFormat.format(amount);
  // -0.001 truncates to "-0.00": a player sees zero, not a negative zero.
  return text === '-0.00' ? '0.00' : text;
}

/** A hidden amount: a fixed run of asterisks, so its length does not hint at the balance. */
export const MASKED_MONEY = '****';
