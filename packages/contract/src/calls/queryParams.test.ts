import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  dayText,
  flag01,
  idText,
  moneyAmount,
  queryCodeList,
  queryFlag,
  queryIntOr,
  queryNumberOptional,
  queryText,
} from './queryParams';

// What the server receives from a query string is text; these read it the way the platform's
// clients send it.
const query = z.object({
  pageNo: queryIntOr(1, 100, 1),
  minBet: queryNumberOptional(0, 1000),
  isNew: queryFlag,
  vendors: queryCodeList,
  name: queryText(10),
});

describe('query parameters', () => {
  it('read numbers, flags and lists from text', () => {
    expect(
      query.parse({ pageNo: '3', minBet: '0.5', isNew: '1', vendors: 'pg, pp', name: ' Gold ' }),
    ).toEqual({
      pageNo: 3,
      minBet: 0.5,
      isNew: 1,
      vendors: ['PG', 'PP'],
      name: 'Gold',
    });
  });

  it('treat empty text as not set, and use the default page', () => {
    expect(query.parse({ pageNo: '', minBet: '', isNew: '', vendors: ',', name: '  ' })).toEqual({
      pageNo: 1,
    });
    expect(query.parse({})).toEqual({ pageNo: 1 });
  });

  it('refuse text that is not a number, naming the field', () => {
    const r = query.safeParse({ pageNo: '2x' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['pageNo']);
    expect(query.safeParse({ pageNo: '101' }).success).toBe(false);
    expect(query.safeParse({ isNew: 'yes' }).success).toBe(false);
    expect(query.safeParse({ vendors: 'PG;DROP' }).success).toBe(false);
  });
});

describe('amounts', () => {
  it('take numbers or numeric text with at most 2 decimals', () => {
    expect(moneyAmount.parse('250.50')).toBe(250.5);
    expect(moneyAmount.parse(100)).toBe(100);
    expect(moneyAmount.safeParse(100.005).success).toBe(false);
    expect(moneyAmount.safeParse(0).success).toBe(false);
    expect(moneyAmount.safeParse('1e3x').success).toBe(false);
  });
});

describe('answers in the platform’s loose shapes', () => {
  it('read ids and flags however the platform sends them', () => {
    expect(idText.parse(20001)).toBe('20001');
    expect(flag01.parse(true)).toBe(1);
    expect(flag01.parse('0')).toBe(0);
    expect(flag01.safeParse(2).success).toBe(false);
  });

  it('take real calendar days only', () => {
    expect(dayText.safeParse('2025-02-28').success).toBe(true);
    expect(dayText.safeParse('2025-13-01').success).toBe(false);
    expect(dayText.safeParse('28/02/2025').success).toBe(false);
  });
});
