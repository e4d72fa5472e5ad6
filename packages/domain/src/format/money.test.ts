import { describe, expect, it } from 'vitest';
import { formatCount, formatCurrency, formatMoney, MONEY_PLACEHOLDER, parseAmount } from './money';

describe('formatMoney', () => {
  it('shows two decimals and groups thousands', () => {
    expect(formatMoney(1234567.8)).toBe('1,234,567.80');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(999.5)).toBe('999.50');
    expect(formatMoney(1_250_000_000)).toBe('1,250,000,000.00');
  });
  it('never rounds a balance up past what the player has', () => {
    expect(formatMoney(10.999)).toBe('10.99');
    expect(formatMoney(1.005)).toBe('1.00');
  });
  it('keeps decimals that binary floating point cannot hold exactly', () => {
    expect(formatMoney(1.13)).toBe('1.13');
    expect(formatMoney(0.1 + 0.2)).toBe('0.30');
  });
  it('writes very large and very small amounts out in full', () => {
    expect(formatMoney(123_456_789_012.345)).toBe('123,456,789,012.34');
    expect(formatMoney(1e21)).toBe('1,000,000,000,000,000,000,000.00');
    expect(formatMoney(1e-7)).toBe('0.00');
    expect(formatMoney(-1e-7)).toBe('0.00');
    expect(formatMoney(100)).toBe('100.00');
    expect(formatMoney(1000)).toBe('1,000.00');
    expect(formatMoney(-1234.5)).toBe('-1,234.50');
  });
  it('agrees with Intl.NumberFormat cutting to two decimals', () => {
    const intl = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      roundingMode: 'trunc',
    });
    const random = (seed: number) => () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const next = random(42);
    for (let i = 0; i < 2000; i++) {
      const amount = Math.round((next() - 0.3) * 10 ** Math.floor(next() * 12) * 1000) / 1000;
      const expected = intl.format(amount);
      expect(formatMoney(amount), String(amount)).toBe(expected === '-0.00' ? '0.00' : expected);
    }
  });
  it('shows negative amounts with a sign, but never a negative zero', () => {
    expect(formatMoney(-12.345)).toBe('-12.34');
    expect(formatMoney(-0.001)).toBe('0.00');
  });
  it('reads numeric strings as the API may send them', () => {
    expect(formatMoney('2500.5')).toBe('2,500.50');
    expect(formatMoney('1,000')).toBe('1,000.00');
  });
  it('shows a placeholder instead of a misleading zero for missing or bad input', () => {
    expect(formatMoney(undefined)).toBe(MONEY_PLACEHOLDER);
    expect(formatMoney(null)).toBe(MONEY_PLACEHOLDER);
    expect(formatMoney('')).toBe(MONEY_PLACEHOLDER);
    expect(formatMoney('abc')).toBe(MONEY_PLACEHOLDER);
    expect(formatMoney(Number.NaN)).toBe(MONEY_PLACEHOLDER);
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe(MONEY_PLACEHOLDER);
  });
});

describe('parseAmount', () => {
  it('is null for anything that is not a finite amount', () => {
    expect(parseAmount('  ')).toBeNull();
    expect(parseAmount('12abc')).toBeNull();
    expect(parseAmount(' 42.5 ')).toBe(42.5);
  });
});

describe('formatCurrency', () => {
  it('puts the sign before the symbol, with 2 decimals and grouping', () => {
    expect(formatCurrency(39357.24)).toBe('₱39,357.24');
    expect(formatCurrency(-8566.89)).toBe('-₱8,566.89');
    expect(formatCurrency('-100')).toBe('-₱100.00');
    expect(formatCurrency(1000, { signed: true })).toBe('+₱1,000.00');
    expect(formatCurrency(0, { signed: true })).toBe('₱0.00');
    expect(formatCurrency(-0.001)).toBe('₱0.00');
    expect(formatCurrency(12, { symbol: '$' })).toBe('$12.00');
    expect(formatCurrency(null)).toBe('--');
  });
});

describe('formatCount', () => {
  it('groups whole figures: points, counts', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount('1234567')).toBe('1,234,567');
    expect(formatCount(-2500)).toBe('-2,500');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(undefined)).toBe('--');
  });
});
