import { describe, expect, it } from 'vitest';
import { unreadBadgeText } from './badge';

describe('unreadBadgeText', () => {
  it('shows the count up to 99', () => {
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(5)).toBe('5');
    expect(unreadBadgeText(99)).toBe('99');
  });
  it('caps at 99+ above 99', () => {
    expect(unreadBadgeText(100)).toBe('99+');
    expect(unreadBadgeText(12345)).toBe('99+');
  });
  it('shows no badge at zero, below zero or without a number', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(-3)).toBeNull();
    expect(unreadBadgeText(undefined)).toBeNull();
    expect(unreadBadgeText(null)).toBeNull();
    expect(unreadBadgeText(Number.NaN)).toBeNull();
  });
});
