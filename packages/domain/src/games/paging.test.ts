import { describe, expect, it } from 'vitest';
import { hasMorePages, pageCount } from './paging';

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
