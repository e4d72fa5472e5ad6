import type { Db } from '../db/database';
import { command, count, insertedId, scalar, statement } from './sql';

/** The first deposit earns this bonus in the reward centre (the deposit entry's 25 % badge), capped. */
export const FIRST_DEPOSIT_BONUS_PERCENT = 25;
export const FIRST_DEPOSIT_BONUS_CAP_CENTS = 250_000;
/** What a member gets when a friend who registered with their code makes a first deposit. */
export const REFERRAL_REWARD_CENTS = 10_000;

/** Whether the operator runs a promotion now (REFERRAL, LOGIN, REWARD_CENTER, FIRST_DEPOSIT). */
export function promotionEnabled(db: Db, key: string): boolean {
  return (
    scalar<[string], number>(db, 'SELECT enabled FROM promotion_switches WHERE key = ?').get(
      key,
    ) === 1
  );
}

/** Every promotion switch, in the operator's order. */
export function promotionSwitches(db: Db): { key: string; enabled: number }[] {
  return statement<[], { key: string; enabled: number }>(
    db,
    'SELECT key, enabled FROM promotion_switches ORDER BY rowid',
  ).all();
}

/** How many members registered with the member's invite code. */
export function invitationCount(db: Db, userId: number): number {
  return count(db, 'SELECT COUNT(*) FROM referrals WHERE referrer_id = ?', userId);
}

/** The member's sign-ins on the given days (today and yesterday). */
export function signInsOn(
  db: Db,
  userId: number,
  days: readonly [string, string],
): { day: string; streak: number }[] {
  return statement<[number, string, string], { day: string; streak: number }>(
    db,
    'SELECT day, streak FROM sign_ins WHERE user_id = ? AND day IN (?, ?)',
  ).all(userId, ...days);
}

export function insertSignIn(
  db: Db,
  s: { userId: number; day: string; streak: number; rewardCents: number },
): void {
  command<[number, string, number, number]>(
    db,
    'INSERT INTO sign_ins (user_id, day, streak, reward_cents) VALUES (?, ?, ?, ?)',
  ).run(s.userId, s.day, s.streak, s.rewardCents);
}

/** A promotion item (an announcement of type PR, kept by the messages area) with this id exists. */
export function promotionItemExists(db: Db, id: number): boolean {
  return !!scalar<[number], 1>(db, "SELECT 1 FROM announcements WHERE id = ? AND type = 'PR'").get(
    id,
  );
}

export interface RewardRow {
  id: number;
  title: string;
  description: string | null;
  amount_cents: number;
  status: 'AVAILABLE' | 'CLAIMED' | 'EXPIRED';
  source: string;
  created_at: number;
  expires_at: number | null;
  claimed_at: number | null;
}

/** One page of the member's rewards (newest first), of one status or all, and what is claimable. */
export function rewardPage(
  db: Db,
  userId: number,
  status: 'ALL' | RewardRow['status'],
  page: { pageNo: number; pageSize: number },
  now: number,
): { rows: RewardRow[]; totalCount: number; availableCents: number } {
  const statusSql = `CASE WHEN claimed_at IS NOT NULL THEN 'CLAIMED'
                          WHEN expires_at IS NOT NULL AND expires_at <= ? THEN 'EXPIRED'
                          ELSE 'AVAILABLE' END`;
  const filter = status === 'ALL' ? '' : 'AND status = ?';
  const args = [now, userId, ...(status === 'ALL' ? [] : [status])];
  const base = `SELECT *, ${statusSql} AS status FROM rewards WHERE user_id = ?`;
  return {
    totalCount: count(db, `SELECT COUNT(*) FROM (${base}) WHERE 1 = 1 ${filter}`, ...args),
    rows: statement<unknown[], RewardRow>(
      db,
      `SELECT * FROM (${base}) WHERE 1 = 1 ${filter} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    ).all(...args, page.pageSize, (page.pageNo - 1) * page.pageSize),
    availableCents: count(
      db,
      `SELECT COALESCE(SUM(amount_cents), 0) FROM rewards
        WHERE user_id = ? AND claimed_at IS NULL AND (expires_at IS NULL OR expires_at > ?)`,
      userId,
      now,
    ),
  };
}

export interface ClaimableReward {
  id: number;
  title: string;
  amount_cents: number;
  expires_at: number | null;
  claimed_at: number | null;
}

export function rewardOf(db: Db, userId: number, id: number): ClaimableReward | undefined {
  return statement<[number, number], ClaimableReward>(
    db,
    'SELECT id, title, amount_cents, expires_at, claimed_at FROM rewards WHERE id = ? AND user_id = ?',
  ).get(id, userId);
}

export function markRewardClaimed(db: Db, id: number, now: number): void {
  command<[number, number]>(db, 'UPDATE rewards SET claimed_at = ? WHERE id = ?').run(now, id);
}

/** Bytes of application pictures the member has sent since `since`. */
export function applicationBytesSince(db: Db, userId: number, since: number): number {
  return count(
    db,
    `SELECT COALESCE(SUM(length(i.bytes)), 0) FROM activity_application_images i
       JOIN activity_applications a ON a.id = i.application_id
      WHERE a.user_id = ? AND a.submitted_at > ?`,
    userId,
    since,
  );
}

/** Records an activity application with its pictures (in order); returns its id. */
export function insertApplication(
  db: Db,
  a: {
    userId: number;
    activityId: string;
    comment: string;
    images: readonly { mime: string; bytes: Buffer }[];
    now: number;
  },
): number {
  return db.transaction(() => {
    const applicationId = insertedId(
      command<[number, string, string, number]>(
        db,
        `INSERT INTO activity_applications (user_id, activity_id, comment, status, submitted_at)
         VALUES (?, ?, ?, 'PENDING', ?)`,
      ).run(a.userId, a.activityId, a.comment, a.now),
    );
    const insert = command<[number, number, string, Buffer]>(
      db,
      'INSERT INTO activity_application_images (application_id, position, mime, bytes) VALUES (?, ?, ?, ?)',
    );
    a.images.forEach((img, i) => insert.run(applicationId, i + 1, img.mime, img.bytes));
    return applicationId;
  })();
}

export interface ApplicationRow {
  id: number;
  activity_id: string;
  comment: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  submitted_at: number;
  images: number;
}

/** The member's applications (to one activity when named), newest first. */
export function applicationsOf(
  db: Db,
  userId: number,
  activityId: string | null,
): ApplicationRow[] {
  return statement<[number, string | null, string | null], ApplicationRow>(
    db,
    `SELECT a.id, a.activity_id, a.comment, a.status, a.submitted_at,
            (SELECT COUNT(*) FROM activity_application_images i WHERE i.application_id = a.id) AS images
       FROM activity_applications a
      WHERE a.user_id = ? AND (? IS NULL OR a.activity_id = ?)
      ORDER BY a.submitted_at DESC, a.id DESC`,
  ).all(userId, activityId, activityId);
}

/** Puts a reward in the member's reward centre. */
export function insertReward(
  db: Db,
  r: {
    userId: number;
    title: string;
    description: string;
    amountCents: number;
    source: 'EVENT' | 'REFERRAL';
    now: number;
    expiresAt: number;
  },
): void {
  command<[number, string, string, number, string, number, number]>(
    db,
    `INSERT INTO rewards (user_id, title, description, amount_cents, source, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(r.userId, r.title, r.description, r.amountCents, r.source, r.now, r.expiresAt);
}

/** Who invited the member (the referral code it registered with), if anyone. */
export function referrerOf(db: Db, userId: number): number | undefined {
  return scalar<[number], number>(db, 'SELECT referrer_id FROM referrals WHERE invitee_id = ?').get(
    userId,
  );
}
