// Promotions, activity applications, rewards, referral.
// Promotion items themselves are announcements of type PR (see messages).
import * as z from 'zod/mini';
import {
  ACTIVITY_COMMENT_MAX,
  ACTIVITY_IMAGE_MAX_BYTES,
  ACTIVITY_IMAGES_MAX,
} from '@playdeck/domain';
import { defineCall } from '../call';
import { idText, looseNumber, pageInfo, queryIntOr, queryText } from './queryParams';

/** Error codes of the promotion calls. */
export const promotionErrorCodes = {
  /** Trial accounts (type 4) and other restricted types (spec §8). */
  freeReject: 'free_reject',
  promotionDisabled: 'promotion.disabled',
  signInAlreadyClaimed: 'signin.already.claimed',
  rewardNotFound: 'reward.not.found',
  rewardAlreadyClaimed: 'reward.already.claimed',
  rewardExpired: 'reward.expired',
  activityNotFound: 'activity.not.found',
  /** An image is not a PNG or JPEG by its content, or is larger than 5 MB. */
  imageRejected: 'activity.image.rejected',
} as const;

/** Keys of the promotions a site may show entries for. */
export const PROMOTION_KEYS = ['REFERRAL', 'LOGIN', 'REWARD_CENTER', 'FIRST_DEPOSIT'] as const;

/**
 * Which promotions the operator runs, for everyone (no session needed): the invite-friends entry
 * shows when `REFERRAL` is enabled, the daily sign-in when `LOGIN` is.
 */
export const availablePromotions = defineCall({
  id: 'availablePromotions',
  method: 'GET',
  path: '/wps/relay/MCSFE_getAvailablePromotions',
  moduleId: 'COMM3',
  token: false,
  encrypted: false,
  request: z.object({ language: queryText(8) }),
  response: z.array(
    z.object({
      key: z.string(),
      enabled: z.boolean(),
      title: z.nullish(z.string()),
      description: z.nullish(z.string()),
      /** Bonus in percent (FIRST_DEPOSIT) or the top reward amount (REFERRAL, LOGIN). */
      bonusPercent: z.nullish(z.number()),
      maxReward: z.nullish(looseNumber),
    }),
  ),
});

/** The session's own invite code, how many registered with it, and the domains to share. */
export const referralDetails = defineCall({
  id: 'referralDetails',
  method: 'GET',
  path: '/wps/relay/MCSFE_getReferralDetails',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({ autoGenerate: queryText(8) }),
  response: z.object({
    referralCode: z.string(),
    totalInvitations: z.int().check(z.gte(0)),
    promotionDomains: z.array(z.string()),
  }),
});

/**
 * The code the affiliate entry shares. For an agent: the code of their default affiliate link
 * (created on first use, no rebate); registering with it as `affiliateCode` opens the account
 * in their downline. For anyone else: their invite code, the same as `referralCode`.
 */
export const affiliateCode = defineCall({
  id: 'affiliateCode',
  method: 'GET',
  path: '/wps/relay/MCSFE_getAffiliateCode',
  moduleId: 'AFFMAN3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({ code: z.string() }),
});

// ---------------------------------------------------------------------------------------------
// Daily sign-in (promotion key LOGIN)

export const signInStatusSchema = z.object({
  enabled: z.boolean(),
  claimedToday: z.boolean(),
  /** Consecutive days signed in, including today when claimed (a cycle of 7). */
  streakDays: z.int().check(z.gte(0), z.lte(7)),
  /** Reward for today's claim (or the next one once claimed). */
  todayReward: looseNumber,
  days: z.array(z.object({ day: z.int(), reward: looseNumber, claimed: z.boolean() })),
});

/** Daily sign-in state; days are the operator's days (Asia/Manila). */
export const signInStatus = defineCall({
  id: 'signInStatus',
  method: 'GET',
  path: '/wps/relay/MCSFE_getSignInStatus',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: signInStatusSchema,
});

/** Claims today's sign-in reward into the main wallet; once per day. */
export const claimSignIn = defineCall({
  id: 'claimSignIn',
  method: 'POST',
  path: '/wps/relay/MCSFE_claimSignInReward',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({
    reward: looseNumber,
    streakDays: z.int(),
    /** Main wallet after the claim. */
    balance: looseNumber,
  }),
});

// ---------------------------------------------------------------------------------------------
// Reward centre (REWCEN3)

export const REWARD_STATUSES = ['AVAILABLE', 'CLAIMED', 'EXPIRED'] as const;

export const rewardSchema = z.object({
  id: idText,
  title: z.string(),
  description: z.nullish(z.string()),
  amount: looseNumber,
  status: z.enum(REWARD_STATUSES),
  /** Where it comes from, e.g. REBATE, VIP, EVENT, SIGN_IN. */
  source: z.string(),
  createdAt: z.int(),
  expiresAt: z.nullish(z.int()),
  claimedAt: z.nullish(z.int()),
});

/** The session's rewards, newest first; `status` ALL (default) or one status. */
export const rewardList = defineCall({
  id: 'rewardList',
  method: 'GET',
  path: '/wps/relay/REWCEN_getRewardList',
  moduleId: 'REWCEN3',
  token: true,
  encrypted: false,
  request: z.object({
    status: z._default(z.enum(['ALL', ...REWARD_STATUSES]), 'ALL'),
    pageNo: queryIntOr(1, 100_000, 1),
    pageSize: queryIntOr(1, 100, 20),
  }),
  response: z.object({
    list: z.array(rewardSchema),
    ...pageInfo,
    /** Sum of the rewards still to claim. */
    availableTotal: looseNumber,
  }),
});

/** Claims one reward into the main wallet. */
export const claimReward = defineCall({
  id: 'claimReward',
  method: 'POST',
  path: '/wps/relay/REWCEN_claimReward',
  moduleId: 'REWCEN3',
  token: true,
  encrypted: false,
  request: z.object({ rewardId: idText }),
  response: z.object({ rewardId: idText, amount: looseNumber, balance: looseNumber }),
});

// ---------------------------------------------------------------------------------------------
// Activity application

/** A base64 data URL of a PNG or JPEG, at most 5 MB once decoded. */
export const imageDataUrl = z
  .string()
  .check(
    z.maxLength(Math.ceil(ACTIVITY_IMAGE_MAX_BYTES / 3) * 4 + 40, 'an image is at most 5 MB'),
    z.regex(
      /^data:image\/(png|jpe?g);base64,[A-Za-z0-9+/]+={0,2}$/,
      'a PNG or JPEG as a base64 data URL',
    ),
  );

/**
 * Applies for a promotion (the promotion id is the announcement id of the PR item): a comment of
 * at most 140 characters and up to 3 PNG/JPEG images of at most 5 MB each, sent as base64 data
 * URLs in JSON. The server checks each image by its content (magic bytes), not only its label,
 * and stores it. Bodies up to about 21 MB are accepted on this call only.
 */
export const applyForActivity = defineCall({
  id: 'applyForActivity',
  method: 'POST',
  path: '/wps/activity/application',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({
    activityId: idText,
    comment: z._default(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(ACTIVITY_COMMENT_MAX, `at most ${ACTIVITY_COMMENT_MAX} characters`),
        ),
      '',
    ),
    images: z._default(
      z
        .array(imageDataUrl)
        .check(z.maxLength(ACTIVITY_IMAGES_MAX, `at most ${ACTIVITY_IMAGES_MAX} images`)),
      [],
    ),
  }),
  response: z.object({
    applicationId: idText,
    status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
    submittedAt: z.int(),
    imageCount: z.int(),
  }),
});

/** The session's applications, newest first; `activityId` narrows to one promotion. */
export const activityApplications = defineCall({
  id: 'activityApplications',
  method: 'GET',
  path: '/wps/activity/applications',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({ activityId: queryText(40) }),
  response: z.object({
    list: z.array(
      z.object({
        applicationId: idText,
        activityId: idText,
        comment: z.string(),
        imageCount: z.int(),
        status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
        submittedAt: z.int(),
      }),
    ),
  }),
});

export const promotionCalls = {
  availablePromotions,
  referralDetails,
  affiliateCode,
  signInStatus,
  claimSignIn,
  rewardList,
  claimReward,
  applyForActivity,
  activityApplications,
} as const;
