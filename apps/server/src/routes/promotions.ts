import type { FastifyInstance } from 'fastify';
import {
  activityApplications,
  affiliateCode,
  applyForActivity,
  availablePromotions,
  claimReward,
  claimSignIn,
  fail,
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
  type ImageProblem,
  isAgent,
  mayMakeMoneyCall,
  operatorDayOf,
  pageCount,
} from '@playdeck/domain';
import type { Db } from '../db/database';
import { route, type RouteContext } from '../http/route';
import { Failure } from '../http/failure';
import { moveMoney } from '../store/wallet';
import { sessionForToken } from '../http/session';
import { tokenOf } from '../http/route';
import { takeSlots } from '../http/rateLimit';
import { applicationBytesDay, limits } from '../accounts/limits';
import { pictureDecodes } from '../media/upload';
import { publicDomain } from '../http/origin';
import { readSettings } from '../settings';
import { ensureInviteCode } from '../store/invites';
import { defaultAffiliateCode } from '../store/agents';
import {
  FIRST_DEPOSIT_BONUS_CAP_CENTS,
  FIRST_DEPOSIT_BONUS_PERCENT,
  REFERRAL_REWARD_CENTS,
  applicationBytesSince,
  applicationsOf,
  insertApplication,
  insertSignIn,
  invitationCount,
  markRewardClaimed,
  promotionEnabled,
  promotionItemExists,
  promotionSwitches,
  rewardOf,
  rewardPage,
  signInsOn,
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
const MB = 1024 * 1024;
const DAY = 24 * 3_600_000;

/** What the refusal says about each image problem (the site has its own texts by problem). */
const IMAGE_PROBLEM_TEXT: Record<ImageProblem, string> = {
  empty: 'empty',
  tooLarge: 'larger than 5 MB',
  notPngOrJpeg: 'not a PNG or JPEG picture',
  unreadable: 'not a picture that can be read',
  tooManyPixels: 'too many pixels',
};

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
  const rows = signInsOn(db, userId, [today, addDays(today, -1)]);
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
  return promotionItemExists(db, id);
}

const rewardForDay = (day: number) => SIGN_IN_REWARDS[(day - 1) % 7] ?? SIGN_IN_REWARDS[0];

export function promotionRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  app.addHook('onRoute', (opts) => {
    if (opts.url === applyForActivity.path && opts.method === applyForActivity.method)
      opts.bodyLimit = APPLICATION_BODY_LIMIT;
  });
  // An application's body can be 20 MB: its session and the member's allowance are checked, and
  // the attempt counted, before the body is read. A refusal here leaves the body unread.
  app.addHook('preParsing', async (req, reply) => {
    if (req.routeOptions.url !== applyForActivity.path || req.method !== applyForActivity.method)
      return;
    const session = sessionForToken(db, tokenOf(req), ctx.now());
    if (!session)
      return reply
        .code(401)
        .send(fail('login.not.session', 'You are not logged in, please login first'));
    try {
      const now = ctx.now();
      takeSlots(db, [limits.applicationsHour, limits.applicationsDay], String(session.id), now);
    } catch (e) {
      if (e instanceof Failure)
        return reply.code(e.status).send(fail(e.errorCode, e.message, e.value));
      throw e;
    }
  });

  route(app, ctx, availablePromotions, () => {
    return promotionSwitches(db).map((r) => ({
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

  route(app, ctx, referralDetails, ({ session }) => ({
    referralCode: ensureInviteCode(db, session.id),
    totalInvitations: invitationCount(db, session.id),
    promotionDomains: [publicDomain(readSettings(db))].filter((d): d is string => !!d),
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
    if (!mayMakeMoneyCall(session.type, 'claimSignIn')) throw freeReject();
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
      insertSignIn(db, {
        userId: session.id,
        day: operatorDayOf(now),
        streak,
        rewardCents: cents,
      });
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
    const { rows, totalCount, availableCents } = rewardPage(db, session.id, p.status, p, now);
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
      availableTotal: fromCentavos(availableCents),
    };
  });

  route(app, ctx, claimReward, ({ params: p, session }) => {
    if (!mayMakeMoneyCall(session.type, 'claimReward')) throw freeReject();
    requireEnabled(db, 'REWARD_CENTER');
    const now = ctx.now();
    return db.transaction(() => {
      const reward = rewardOf(db, session.id, Number(p.rewardId) || 0);
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
      markRewardClaimed(db, reward.id, now);
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

  route(app, ctx, applyForActivity, async ({ params: p, session }) => {
    if (!mayMakeMoneyCall(session.type, 'applyActivity')) throw freeReject();
    if (!promotionExists(db, p.activityId))
      throw new Failure(promotionErrorCodes.activityNotFound, 200, 'This promotion does not exist');
    const rejected = (i: number, problem: ImageProblem) =>
      new Failure(
        promotionErrorCodes.imageRejected,
        200,
        `Image ${i + 1}: ${IMAGE_PROBLEM_TEXT[problem]}`,
        { index: i, problem },
      );
    const images = p.images.map((dataUrl, i) => {
      const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      const problem = applicationImageProblem(bytes);
      if (problem) throw rejected(i, problem);
      return { bytes, mime: imageTypeOf(bytes) as string };
    });
    // The header is right; the whole picture must decode too (off the event loop).
    const decoded = await Promise.all(images.map((img) => pictureDecodes(img.bytes)));
    const broken = decoded.indexOf(false);
    if (broken >= 0) throw rejected(broken, 'unreadable');
    const now = ctx.now();
    const incoming = images.reduce((sum, img) => sum + img.bytes.length, 0);
    const storedToday = applicationBytesSince(db, session.id, now - DAY);
    if (storedToday + incoming > applicationBytesDay)
      throw new Failure(
        'request.too.frequent',
        429,
        `You have sent ${Math.round(applicationBytesDay / MB)} MB of pictures today; try again tomorrow`,
        { retryAfterSeconds: Math.ceil(DAY / 1000) },
      );
    const id = insertApplication(db, {
      userId: session.id,
      activityId: p.activityId,
      comment: p.comment,
      images,
      now,
    });
    return {
      applicationId: id,
      status: 'PENDING' as const,
      submittedAt: now,
      imageCount: images.length,
    };
  });

  route(app, ctx, activityApplications, ({ params: p, session }) => {
    const rows = applicationsOf(db, session.id, p.activityId ?? null);
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
