import { describe, expect, it } from 'vitest';
import { hasMorePages, pageCount, pageOfUnpagedList } from './paging';

describe('hasMorePages', () => {
  it('is true before the last page and false on it', () => {
    expect(hasMorePages({ pageNum: 1, totalPages: 3 })).toBe(true);
    expect(hasMorePages({ pageNum: 3, totalPages: 3 })).toBe(false);
  });
  it('is false for an empty list', () => {
    expect(hasMorePages({ pageNum: 1, totalPages: 0 })).toBe(false);
  });
});

describe('pageCount', () => {
  it('rounds a partial last page up', () => {
    expect(pageCount(49, 24)).toBe(3);
    expect(pageCount(48, 24)).toBe(2);
    expect(pageCount(0, 24)).toBe(0);
  });
});

describe('pageOfUnpagedList', () => {
  it('offers another page after a full one and none after a short one', () => {
    expect(hasMorePages(pageOfUnpagedList(1, 24, 24))).toBe(true);
    expect(hasMorePages(pageOfUnpagedList(2, 24, 7))).toBe(false);
    expect(pageOfUnpagedList(2, 24, 7)).toEqual({ pageNum: 2, totalPages: 2 });
  });
  it('ends the list at an empty page', () => {
    expect(hasMorePages(pageOfUnpagedList(3, 24, 0))).toBe(false);
    expect(pageOfUnpagedList(1, 24, 0)).toEqual({ pageNum: 1, totalPages: 0 });
  });
});
