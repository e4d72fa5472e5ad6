import { isTrial } from '../shell/roles';
import { isFlagOn, type WhitelabelFlags } from '../shell/whitelabel';

/** Unread counts of the message centre (spec 1 §3). */
export interface UnreadCounts {
  announcement: number;
  chat: number;
  inbox: number;
}

type SessionLike = { type: number | null | undefined } | null | undefined;

const whole = (n: number | null | undefined) =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;

/** The total the bottom menu and header may show: announcements + chat + inbox. */
export function unreadTotal(counts: Partial<UnreadCounts>): number {
  return whole(counts.announcement) + whole(counts.chat) + whole(counts.inbox);
}

/** The inbox count is fetched for logged-in sessions that are not trial (spec 1 §6). */
export function inboxCountAllowed(session: SessionLike): boolean {
  return !!session && !isTrial(session.type);
}

/** The chat count only with CBS3 on and a session that is not trial (spec 1 §5). */
export function chatCountAllowed(flags: WhitelabelFlags, session: SessionLike): boolean {
  return isFlagOn(flags, 'CBS3') && inboxCountAllowed(session);
}

/** Badges show only for logged-in players (the count itself decides 0 / n / 99+). */
export function badgesVisible(session: SessionLike): boolean {
  return !!session;
}
