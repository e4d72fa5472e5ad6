/** What a money figure shows when the amount is missing or not a number. */
export const MONEY_PLACEHOLDER = '--';

/** Reads an amount that may arrive as a number or a numeric string; null when it is neither. */
export function parseAmount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, '').trim());
  if (typeof value === 'string' && value.trim() === '') return null;
  return Number.isFinite(n) ? n : null;
}

/**
 * The amount's digits in plain notation, as JavaScript prints a number (the shortest digits that
 * read back as the same number), so 1.13 is "1.13" and 0.1 + 0.2 is "0.30000000000000004".
 */
function plainDigits(amount: number): string {
  const text = String(amount);
  if (!text.includes('e')) return text;
  // Below a millionth nothing reaches the centavos; beyond 1e21 the whole part is all there is.
  return amount < 1 ? '0' : BigInt(Math.trunc(amount)).toString();
}

/**
 * A money amount with exactly 2 decimals and thousands grouping: 1234567.8 -> "1,234,567.80".
 * Missing or non-numeric input shows {@link MONEY_PLACEHOLDER} rather than a misleading 0.00.
 * A balance never shows a centavo the player does not have: the digits are cut, never rounded
 * up. Written out rather than with Intl.NumberFormat, whose first use sets up number formatting
 * data for 30 to 50 ms in Chromium here (over 100 ms on a slow phone), while the site starts.
 */
export function formatMoney(value: number | string | null | undefined): string {
  const amount = parseAmount(value);
  if (amount === null) return MONEY_PLACEHOLDER;
  const [whole = '0', fraction = ''] = plainDigits(Math.abs(amount)).split('.');
  const text = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${(fraction + '00').slice(0, 2)}`;
  // -0.001 is cut to 0.00: a player sees zero, not a negative zero.
  return amount < 0 && text !== '0.00' ? `-${text}` : text;
}

/** A hidden amount: a fixed run of asterisks, so its length does not hint at the balance. */
export const MASKED_MONEY = '****';

/**
 * A money amount as players read it everywhere: the sign before the currency symbol, 2 decimals,
 * grouping: `₱1,234.50`, `-₱100.00`, and with `signed` also `+₱1,000.00` (a change, where the sign
 * must show in text, not only in colour). Missing input shows {@link MONEY_PLACEHOLDER}.
 */
export function formatCurrency(
  value: number | string | null | undefined,
  options: { symbol?: string; signed?: boolean } = {},
): string {
  const { symbol = '₱', signed = false } = options;
  const amount = parseAmount(value);
  if (amount === null) return MONEY_PLACEHOLDER;
  const digits = formatMoney(Math.abs(amount));
  const negative = amount < 0 && digits !== '0.00';
  const sign = negative ? '-' : signed && amount > 0 && digits !== '0.00' ? '+' : '';
  return `${sign}${symbol}${digits}`;
}

/** Whole figures (points, counts, members) with grouping: 12345 -> "12,345"; missing -> "--". */
export function formatCount(value: number | string | null | undefined): string {
  const amount = parseAmount(value);
  if (amount === null) return MONEY_PLACEHOLDER;
  const whole = Math.trunc(amount);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}
