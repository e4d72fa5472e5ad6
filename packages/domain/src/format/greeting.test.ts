import { describe, expect, it } from 'vitest';
import { greetingBandForHour } from './greeting';

describe('greetingBandForHour', () => {
  it('says morning from midnight to 10 o’clock', () => {
    expect(greetingBandForHour(0)).toBe('morning');
    expect(greetingBandForHour(10)).toBe('morning');
  });
  it('says early afternoon from 11 to 14', () => {
    expect(greetingBandForHour(11)).toBe('earlyAfternoon');
    expect(greetingBandForHour(14)).toBe('earlyAfternoon');
  });
  it('says late afternoon from 15 to 18', () => {
    expect(greetingBandForHour(15)).toBe('lateAfternoon');
    expect(greetingBandForHour(18)).toBe('lateAfternoon');
  });
  it('says evening from 19 on', () => {
    expect(greetingBandForHour(19)).toBe('evening');
    expect(greetingBandForHour(23)).toBe('evening');
  });
  it('refuses something that is not an hour of the day, naming it', () => {
    expect(() => greetingBandForHour(24)).toThrow(/0 to 23, got 24/);
    expect(() => greetingBandForHour(-1)).toThrow(RangeError);
    expect(() => greetingBandForHour(9.5)).toThrow(RangeError);
  });
});
