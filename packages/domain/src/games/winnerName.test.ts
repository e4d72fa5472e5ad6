import { describe, expect, it } from 'vitest';
import { maskCustomerName } from './winnerName';

describe('maskCustomerName', () => {
  it('keeps two characters each side of the stars', () => {
    expect(maskCustomerName('maria2011')).toBe('ma***11');
  });
  it('never shows most of a short name', () => {
    expect(maskCustomerName('joey')).toBe('j***');
    expect(maskCustomerName('al')).toBe('a***');
    expect(maskCustomerName('')).toBe('***');
  });
});
