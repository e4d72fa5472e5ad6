import type { FastifyInstance } from 'fastify';
import {
  activityApplications,
  affiliateCode,
  applyForActivity,
  availablePromotions,
  claimReward,
  claimSignIn,
  promotionErrorCodes,
  referralDetails,
  rewardList,
  signInStatus,
} from '@playdeck/contract';
import {
  addDays,
  applicationImageProblem,
  fromCentavos,
  imageTypeOf,
  isAgent,
  isTrial,
  operatorDayOf,
  pageCount,
} from '@playdeck/domain';
import type { Db } from '../db/database';
import { route, type RouteContext } from '../http/route';
import { Failure } from '../http/failure';
import { moveMoney } from '../store/wallet';
import { ensureInviteCode } from '../store/invites';
import { defaultAffiliateCode } from '../store/agents';
import {
  FIRST_DEPOSIT_BONUS_CAP_CENTS,
  FIRST_DEPOSIT_BONUS_PERCENT,
  REFERRAL_REWARD_CENTS,
  promotionEnabled,
} from '../store/promotions';

/** Daily sign-in rewards in pesos for day 1..7 of a streak; day 8 starts again at day 1. */
export const SIGN_IN_REWARDS = [5, 10, 15, 20, 25, 30, 50] as const;

const PROMOTION_TEXT: Record<string, { title: string; description: string }> = {
  REFERRAL: {
    title: 'Invite friends',
    description:
      'Share your invite code: you get ₱100 when a friend registers with it and makes a first deposit',
  },
  LOGIN: {
    title: 'Daily sign-in',
    description: 'Sign in every day for a bonus that grows up to ₱50 on day 7',
  },
  REWARD_CENTER: {
    title: 'Reward centre',
    description: 'Rebates, VIP gifts and event bonuses to claim',
  },
  FIRST_DEPOSIT: {
    title: 'First deposit bonus',
    description: '25% of your first deposit, up to ₱2,500',
  },
};

/** Bodies of an activity application can carry three 5 MB images as base64. */
const APPLICATION_BODY_LIMIT = 22 * 1024 * 1024;

const freeReject = () =>
  new Failure(
    promotionErrorCodes.freeReject,
    403,
    'Please login an actual account to use this function',
  );

function requireEnabled(db: Db, key: string) {
  if (!promotionEnabled(db, key))
    throw new Failure(
      promotionErrorCodes.promotionDisabled,
      200,
      'This promotion is not running now',
    );
}

interface SignInState {
  claimedToday: boolean;
  /** Streak including today when claimed; otherwise the streak that today's claim continues. */
  streak: number;
}

function signInState(db: Db, userId: number, now: number): SignInState {
  const today = operatorDayOf(now);
  const rows = db
    .prepare('SELECT day, streak FROM sign_ins WHERE user_id = ? AND day IN (?, ?)')
    .all(userId, today, addDays(today, -1)) as { day: string; streak: number }[];
  const todays = rows.find((r) => r.day === today);
  if (todays) return { claimedToday: true, streak: todays.streak };
  const yesterday = rows.find((r) => r.day !== today);
  // A full week starts a new one.
  return { claimedToday: false, streak: yesterday && yesterday.streak < 7 ? yesterday.streak : 0 };
}

/** A promotion item (an announcement of type PR, kept by the messages area) with this id exists. */
function promotionExists(db: Db, activityId: string): boolean {
  const id = Number(activityId);
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  return !!db.prepare("SELECT 1 FROM announcements WHERE id = ? AND type = 'PR'").get(id);
}

const rewardForDay = (day: number) => SIGN_IN_REWARDS[(day - 1) % 7] ?? SIGN_IN_REWARDS[0];

export function promotionRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  app.addHook('onRoute', (opts) => {
    if (opts.url === applyForActivity.path && opts.method === applyForActivity.method)
      opts.bodyLimit = APPLICATION_BODY_LIMIT;
  });

  route(app, ctx, availablePromotions, () => {
    const rows = db.prepare('SELECT key, enabled FROM promotion_switches ORDER BY rowid').all() as {
      key: string;
      enabled: number;
    }[];
    return rows.map((r) => ({
      key: r.key,
      enabled: r.enabled === 1,
      title: PROMOTION_TEXT[r.key]?.title ?? r.key,
      description: PROMOTION_TEXT[r.key]?.description ?? null,
      bonusPercent: r.key === 'FIRST_DEPOSIT' ? FIRST_DEPOSIT_BONUS_PERCENT : null,
      maxReward:
        r.key === 'FIRST_DEPOSIT'
          ? fromCentavos(FIRST_DEPOSIT_BONUS_CAP_CENTS)
          : r.key === 'LOGIN'
            ? Math.max(...SIGN_IN_REWARDS)
            : r.key === 'REFERRAL'
              ? fromCentavos(REFERRAL_REWARD_CENTS)
              : null,
    }));
  });

  route(app, ctx, referralDetails, ({ session, req }) => ({
    referralCode: ensureInviteCode(db, session.id),
    totalInvitations: db
      .prepare('SELECT COUNT(*) FROM referrals WHERE referrer_id = ?')
      .pluck()
      .get(session.id) as number,
    promotionDomains: [req.hostname],
  }));

  route(app, ctx, affiliateCode, ({ session }) => ({
    code: isAgent(session.type)
      ? defaultAffiliateCode(db, session.id, ctx.now())
      : ensureInviteCode(db, session.id),
  }));

  // Daily sign-in --------------------------------------------------------------------------------

  route(app, ctx, signInStatus, ({ session }) => {
    const state = signInState(db, session.id, ctx.now());
    return {
      enabled: promotionEnabled(db, 'LOGIN'),
      claimedToday: state.claimedToday,
      streakDays: state.streak,
      todayReward: rewardForDay(state.claimedToday ? (state.streak % 7) + 1 : state.streak + 1),
      days: SIGN_IN_REWARDS.map((reward, i) => ({
        day: i + 1,
        reward,
        claimed: i + 1 <= state.streak,
      })),
    };
  });

  route(app, ctx, claimSignIn, ({ session }) => {
    if (isTrial(session.type)) throw freeReject();
    requireEnabled(db, 'LOGIN');
    const now = ctx.now();
    return db.transaction(() => {
      const state = signInState(db, session.id, now);
      if (state.claimedToday)
        throw new Failure(
          promotionErrorCodes.signInAlreadyClaimed,
          200,
          'You have already signed in today; come back tomorrow',
        );
      const streak = state.streak + 1;
      const reward = rewardForDay(streak);
      const cents = reward * 100;
      db.prepare(
        'INSERT INTO sign_ins (user_id, day, streak, reward_cents) VALUES (?, ?, ?, ?)',
      ).run(session.id, operatorDayOf(now), streak, cents);
      const tx = moveMoney(db, {
        user: session,
        type: 'REWARD',
        amountCents: cents,
        remark: `Daily sign-in, day ${streak}`,
        now,
      });
      return { reward, streakDays: streak, balance: fromCentavos(tx.balanceCents) };
    })();
  });

  // Reward centre ----------------------------------------------------------------------------------

  route(app, ctx, rewardList, ({ params: p, session }) => {
    const now = ctx.now();
    const statusSql = `CASE WHEN claimed_at IS NOT NULL THEN 'CLAIMED'
                            WHEN expires_at IS NOT NULL AND expires_at <= ? THEN 'EXPIRED'
                            ELSE 'AVAILABLE' END`;
    const filter = p.status === 'ALL' ? '' : 'AND status = ?';
    const args = [now, session.id, ...(p.status === 'ALL' ? [] : [p.status])];
    const base = `SELECT *, ${statusSql} AS status FROM rewards WHERE user_id = ?`;
    const totalCount = db
      .prepare(`SELECT COUNT(*) FROM (${base}) WHERE 1 = 1 ${filter}`)
      .pluck()
      .get(...args) as number;
    const rows = db
      .prepare(
        `SELECT * FROM (${base}) WHERE 1 = 1 ${filter} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, p.pageSize, (p.pageNo - 1) * p.pageSize) as {
      id: number;
      title: string;
      description: string | null;
      amount_cents: number;
      status: 'AVAILABLE' | 'CLAIMED' | 'EXPIRED';
      source: string;
      created_at: number;
      expires_at: number | null;
      claimed_at: number | null;
    }[];
    const available = db
      .prepare(
        `SELECT COALESCE(SUM(amount_cents), 0) FROM rewards
          WHERE user_id = ? AND claimed_at IS NULL AND (expires_at IS NULL OR expires_at > ?)`,
      )
      .pluck()
      .get(session.id, now) as number;
    return {
      list: rows.map((r) => ({
        id: r.id,
        title: r.title,
        description: r.description,
        amount: fromCentavos(r.amount_cents),
        status: r.status,
        source: r.source,
        createdAt: r.created_at,
        expiresAt: r.expires_at,
        claimedAt: r.claimed_at,
      })),
      pageNum: p.pageNo,
      totalPages: pageCount(totalCount, p.pageSize),
      totalCount,
      availableTotal: fromCentavos(available),
    };
  });

  route(app, ctx, claimReward, ({ params: p, session }) => {
    requireEnabled(db, 'REWARD_CENTER');
    const now = ctx.now();
    return db.transaction(() => {
      const reward = db
        .prepare(
          'SELECT id, title, amount_cents, expires_at, claimed_at FROM rewards WHERE id = ? AND user_id = ?',
        )
        .get(Number(p.rewardId) || 0, session.id) as
        | {
            id: number;
            title: string;
            amount_cents: number;
            expires_at: number | null;
            claimed_at: number | null;
          }
        | undefined;
      if (!reward)
        throw new Failure(promotionErrorCodes.rewardNotFound, 200, 'This reward does not exist');
      if (reward.claimed_at !== null)
        throw new Failure(
          promotionErrorCodes.rewardAlreadyClaimed,
          200,
          'This reward has already been claimed',
        );
      if (reward.expires_at !== null && reward.expires_at <= now)
        throw new Failure(promotionErrorCodes.rewardExpired, 200, 'This reward has expired');
      db.prepare('UPDATE rewards SET claimed_at = ? WHERE id = ?').run(now, reward.id);
      const tx = moveMoney(db, {
        user: session,
        type: 'REWARD',
        amountCents: reward.amount_cents,
        remark: reward.title,
        now,
      });
      return {
        rewardId: reward.id,
        amount: fromCentavos(reward.amount_cents),
        balance: fromCentavos(tx.balanceCents),
      };
    })();
  });

  // Activity application ---------------------------------------------------------------------------

  route(app, ctx, applyForActivity, ({ params: p, session }) => {
    if (isTrial(session.type)) throw freeReject();
    if (!promotionExists(db, p.activityId))
      throw new Failure(promotionErrorCodes.activityNotFound, 200, 'This promotion does not exist');
    const images = p.images.map((dataUrl, i) => {
      const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      const problem = applicationImageProblem(bytes);
      if (problem)
        throw new Failure(
          promotionErrorCodes.imageRejected,
          200,
          `Image ${i + 1}: ${
            problem === 'tooLarge'
              ? 'larger than 5 MB'
              : problem === 'empty'
                ? 'empty'
                : 'not a PNG or JPEG picture'
          }`,
          { index: i, problem },
        );
      return { bytes, mime: imageTypeOf(bytes) as string };
    });
    const now = ctx.now();
    const id = db.transaction(() => {
      const applicationId = Number(
        db
          .prepare(
            `INSERT INTO activity_applications (user_id, activity_id, comment, status, submitted_at)
             VALUES (?, ?, ?, 'PENDING', ?)`,
          )
          .run(session.id, p.activityId, p.comment, now).lastInsertRowid,
      );
      const insert = db.prepare(
        'INSERT INTO activity_application_images (application_id, position, mime, bytes) VALUES (?, ?, ?, ?)',
      );
      images.forEach((img, i) => insert.run(applicationId, i + 1, img.mime, img.bytes));
      return applicationId;
    })();
    return {
      applicationId: id,
      status: 'PENDING' as const,
      submittedAt: now,
      imageCount: images.length,
    };
  });

  route(app, ctx, activityApplications, ({ params: p, session }) => {
    const rows = db
      .prepare(
        `SELECT a.id, a.activity_id, a.comment, a.status, a.submitted_at,
                (SELECT COUNT(*) FROM activity_application_images i WHERE i.application_id = a.id) AS images
           FROM activity_applications a
          WHERE a.user_id = ? AND (? IS NULL OR a.activity_id = ?)
          ORDER BY a.submitted_at DESC, a.id DESC`,
      )
      .all(session.id, p.activityId ?? null, p.activityId ?? null) as {
      id: number;
      activity_id: string;
      comment: string;
      status: 'PENDING' | 'APPROVED' | 'REJECTED';
      submitted_at: number;
      images: number;
    }[];
    return {
      list: rows.map((r) => ({
        applicationId: r.id,
        activityId: r.activity_id,
        comment: r.comment,
        imageCount: r.images,
        status: r.status,
        submittedAt: r.submitted_at,
      })),
    };
  });
}
