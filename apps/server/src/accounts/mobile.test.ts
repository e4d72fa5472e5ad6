import { describe, expect, it } from 'vitest';
import { normaliseMobile } from './mobile';

describe('normaliseMobile', () => {
  it('gives one national number for every way a player types it', () => {
    for (const typed of [
      '9221234567',
      '09221234567',
      '+639221234567',
      '922 123 4567',
      '639221234567',
      '+63 922 123 4567',
      '0922-123-4567',
      '(0922) 123 4567',
      '0063 922 123 4567',
      '+63-922-123-4567',
      '0922.123.4567',
      ' 0922 123 4567 ',
    ])
      expect(normaliseMobile(typed, '63'), typed).toBe('9221234567');
  });

  it('leaves another country’s number and short numbers alone', () => {
    expect(normaliseMobile('+1 415 555 0100', '63')).toBe('14155550100');
    // A bare 63 is a dialling code only before a full national number.
    expect(normaliseMobile('6312345', '63')).toBe('6312345');
  });
});
