import { describe, expect, it } from 'vitest';
import {
  formatPromotionDate,
  promotionCover,
  promotionsInTab,
  promotionTabs,
  promotionValidity,
} from './promotionList';

/** 15 March 2026, 10:00 in Manila. */
const march15 = Date.UTC(2026, 2, 15, 2, 0);

describe('formatPromotionDate', () => {
  it('writes MM/DD/YYYY on the Philippine calendar', () => {
    expect(formatPromotionDate(march15)).toBe('03/15/2026');
    // 16:30 UTC on 31 Dec is already 1 Jan in Manila.
    expect(formatPromotionDate(Date.UTC(2025, 11, 31, 16, 30))).toBe('01/01/2026');
  });
});

describe('promotionValidity', () => {
  it('shows the start and a long-term label when there is no expiry', () => {
    expect(
      promotionValidity({ startDate: march15, endDate: march15 + 86_400_000 * 9, noExpiry: 1 }),
    ).toEqual({
      kind: 'longTerm',
      start: '03/15/2026',
    });
    expect(promotionValidity({ startDate: march15, endDate: null })).toEqual({
      kind: 'longTerm',
      start: '03/15/2026',
    });
  });
  it('shows one date when start and end fall on the same day', () => {
    expect(
      promotionValidity({ startDate: march15, endDate: march15 + 3_600_000 * 5, noExpiry: 0 }),
    ).toEqual({
      kind: 'single',
      date: '03/15/2026',
    });
  });
  it('shows start and end otherwise', () => {
    expect(
      promotionValidity({ startDate: march15, endDate: march15 + 86_400_000 * 20, noExpiry: 0 }),
    ).toEqual({
      kind: 'range',
      start: '03/15/2026',
      end: '04/04/2026',
    });
  });
  it('shows nothing without a start', () => {
    expect(promotionValidity({ startDate: null })).toEqual({ kind: 'none' });
  });
});

describe('promotionTabs', () => {
  it('lists all plus each category with items, in tab order', () => {
    const items = [
      { category: 'REBATE' },
      { category: 'NEW_PLAYER' },
      { category: 'rebate' },
      { category: 'DEPOSIT' },
    ];
    expect(promotionTabs(items)).toEqual(['ALL', 'NEW_PLAYER', 'DEPOSIT', 'REBATE']);
  });
  it('shows no tabs when only one category has items', () => {
    expect(promotionTabs([{ category: 'LIVE' }, { category: 'LIVE' }])).toEqual([]);
    expect(promotionTabs([])).toEqual([]);
  });
  it('counts unknown or missing categories as other', () => {
    expect(
      promotionTabs([{ category: 'LIVE' }, { category: null }, { category: 'SOMETHING' }]),
    ).toEqual(['ALL', 'LIVE', 'OTHER']);
    expect(promotionsInTab([{ category: 'X' }, { category: 'LIVE' }], 'OTHER')).toEqual([
      { category: 'X' },
    ]);
  });
  it('keeps every item under all', () => {
    const items = [{ category: 'LIVE' }, { category: 'RNG' }];
    expect(promotionsInTab(items, 'ALL')).toEqual(items);
    expect(promotionsInTab(items, 'RNG')).toEqual([{ category: 'RNG' }]);
  });
});

describe('promotionCover', () => {
  it('is the image whose sequence is 1', () => {
    expect(
      promotionCover([
        { sequence: 2, url: '/b.png' },
        { sequence: 1, url: '/a.png' },
      ]),
    ).toBe('/a.png');
    expect(promotionCover([{ sequence: 2, url: '/b.png' }])).toBeNull();
    expect(promotionCover(undefined)).toBeNull();
  });
});
