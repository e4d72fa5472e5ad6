import { isTrial } from '../shell/roles';
import { operatorDayOf } from '../wallet/operatorDay';

/** Announcement types of the announcements page and message centre (spec 1 §9). */
export const NOTICE_PAGE_TYPES = 'B,PL,PU';
/** Agent announcements (/m/member/notice?types=A). */
export const AGENT_NOTICE_TYPES = 'A';
export const NOTICE_GROUP = 'm_home';
export const NOTICE_PLATFORM = 'M';

type SessionLike = { type: number | null | undefined } | null | undefined;

/** Whether a notice counts as read: its own flag, and always for trial accounts (spec 1 §4). */
export function noticeRead(read: boolean | null | undefined, session: SessionLike): boolean {
  if (session && isTrial(session.type)) return true;
  return read === true;
}

/** Opening a notice marks it read only for logged-in sessions that are not trial (spec 1 §2). */
export function canMarkNoticeRead(session: SessionLike, alreadyRead: boolean): boolean {
  return !!session && !isTrial(session.type) && !alreadyRead;
}

/** A notice's start date as YYYY-MM-DD on the operator's calendar (spec 1 §3). */
export function noticeDate(startDate: number | null | undefined): string {
  return typeof startDate === 'number' && Number.isFinite(startDate)
    ? operatorDayOf(startDate)
    : '';
}

/**
 * The item a link opens, by index (spec 1 §2: "a query value selects the item by index"):
 * `?index=2`, or a bare `?2`. Out of range or not a whole number: none.
 */
export function noticeIndexFromQuery(search: string, count: number): number | null {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  let raw = q.get('index');
  if (raw === null) for (const [key, value] of q) if (value === '' && /^\d+$/.test(key)) raw = key;
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const index = Number(raw);
  return index < count ? index : null;
}

/** The agent announcements path (spec 1 §2: /m/member/notice?types=A). */
export const AGENT_NOTICE_PATH = '/m/member/notice';

/** Which announcement types a notices page lists: `A` on the agent path, else B, PL and PU. */
export function noticeTypesFor(pathname: string): string {
  return pathname.replace(/\/+$/, '') === AGENT_NOTICE_PATH
    ? AGENT_NOTICE_TYPES
    : NOTICE_PAGE_TYPES;
}

/**
 * The announcements as the notice page lists them and the home ticker scrolls them: player notices
 * and pop-ups together, newest first (by start date; undated last), so the ticker's index opens
 * the same notice on the page.
 */
export function noticesInOrder<N extends { startDate?: number | null }>(
  player: readonly N[],
  popup: readonly N[] = [],
): N[] {
  return [...player, ...popup]
    .map((notice, position) => ({ notice, position }))
    .sort(
      (a, b) =>
        (b.notice.startDate ?? -Infinity) - (a.notice.startDate ?? -Infinity) ||
        a.position - b.position,
    )
    .map((entry) => entry.notice);
}
