const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface DrawSchedule {
  intervalSeconds: number;
  /** Weekdays with a draw, 0 = Sunday (daily draws only). */
  days: readonly number[];
  /** Local draw time `HH:mm` (daily draws only). */
  time: string;
  /** The lottery's local UTC offset in hours (Manila 8, Vietnam 7). */
  utcOffsetHours: number;
}

/**
 * The next draw after `now`: draws more often than daily fall on whole multiples of the interval;
 * daily draws at `time` local on the listed weekdays.
 */
export function nextDrawAt(s: DrawSchedule, now: number): number {
  const interval = s.intervalSeconds * 1000;
  if (interval < DAY) return (Math.floor(now / interval) + 1) * interval;
  const [hh, mm] = s.time.split(':').map(Number);
  const offset = s.utcOffsetHours * 60 * MINUTE;
  const localMidnight = Math.floor((now + offset) / DAY) * DAY - offset;
  for (let d = 0; d <= 7; d++) {
    const at = localMidnight + d * DAY + ((hh ?? 0) * 60 + (mm ?? 0)) * MINUTE;
    const weekday = new Date(at + offset).getUTCDay();
    if (at > now && s.days.includes(weekday)) return at;
  }
  return localMidnight + 8 * DAY;
}
