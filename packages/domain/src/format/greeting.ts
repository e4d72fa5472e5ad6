export type GreetingBand = 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening';

/** Which greeting fits the local hour: 0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-23 evening. */
export function greetingBandForHour(hour: number): GreetingBand {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new RangeError(`An hour of the day is a whole number from 0 to 23, got ${hour}`);
  }
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'earlyAfternoon';
  if (hour <= 18) return 'lateAfternoon';
  return 'evening';
}
