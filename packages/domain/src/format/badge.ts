/** Above this many, the unread badge shows `99+`. */
export const UNREAD_BADGE_CAP = 99;

/**
 * The text of an unread badge, or null when no badge shows (zero, negative or not a number).
 * 5 -> "5", 99 -> "99", 100 -> "99+".
 */
export function unreadBadgeText(count: number | null | undefined): string | null {
  if (count === null || count === undefined || !Number.isFinite(count)) return null;
  const whole = Math.floor(count);
  if (whole <= 0) return null;
  return whole > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(whole);
}
