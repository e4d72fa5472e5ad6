// The agent calls' schemas and codes that more than one call uses, or that the site reads on
// their own. A schema only one call uses lives in that call's module.
import * as z from 'zod/mini';
import { dayText, idText, looseNumber, queryText } from '../queryParams';

/** Error codes of the agent calls. */
export const agentErrorCodes = {
  /** The session is not an agent (types 0, 4, 40). HTTP 403. */
  noPermission: 'function.not.available',
  /** Same code as registration's. */
  usernameTaken: 'register.username.exists',
  /** `value` lists `{productType, problem, ceiling?}` per refused rate. */
  rebateAboveOwn: 'rebate.above.own',
  quotaExhausted: 'downline.quota.exhausted',
  downlineNotFound: 'downline.not.found',
  affiliateUrlNotFound: 'affiliate.url.not.found',
  /** At most 20 live affiliate links per agent. */
  affiliateUrlLimit: 'affiliate.url.limit',
  /** A sub-agent's rate may not go below what it already gives its own downline. */
  rebateBelowDownline: 'rebate.below.downline',
  contractNotFound: 'contract.not.found',
  contractAlreadyAccepted: 'contract.already.accepted',
  /** A dividend payout of a period that is not ready to claim (estimated, paid, not qualified). */
  dividendNotPayable: 'dividend.not.payable',
} as const;

/** Product types that carry a rebate rate. */
export const REBATE_PRODUCT_TYPES = ['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'LOTT'] as const;

export const rebateRateSchema = z.object({
  productType: z.enum(REBATE_PRODUCT_TYPES),
  /** Percent, in 0.1 steps. */
  rate: z.number().check(z.gte(0), z.lte(100)),
});

/** A username of 6 to 16 lowercase letters and digits, starting with a letter. */
export const downlineUsername = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(/^[a-z][a-z0-9]{5,15}$/, '6 to 16 letters or digits, starting with a letter'),
  );

// ---------------------------------------------------------------------------------------------
// Affiliate URLs

export const affiliateUrlSchema = z.object({
  id: idText,
  code: z.string(),
  /** Registration link carrying the code: `<origin>/m/register?affiliateCode=<code>`. */
  url: z.string(),
  /** What an account registered through the link becomes. */
  userType: z.enum(['MEMBER', 'AGENT']),
  rebates: z.array(rebateRateSchema),
  registeredCount: z.int(),
  createdAt: z.int(),
});

// ---------------------------------------------------------------------------------------------
// Contracts: daily salary, dividend, hourly salary

export const CONTRACT_KINDS = ['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY'] as const;

export const contractSchema = z.object({
  /** Null when nothing was offered (status NONE). */
  id: z.nullish(idText),
  kind: z.enum(CONTRACT_KINDS),
  /** OFFERED waits for the agent to accept; NONE when the operator offered nothing. */
  status: z.enum(['NONE', 'OFFERED', 'ACCEPTED']),
  offeredAt: z.nullish(z.int()),
  acceptedAt: z.nullish(z.int()),
  /**
   * Tiers, lowest first. Daily salary: `amount` per day for `minTeamBet` and `minActiveMembers`.
   * Dividend: `ratePercent` of the team's net loss over the period for `minTeamLoss` and
   * `minActiveMembers`. Hourly salary: `amount` per hour for `minTeamBet` within the hour.
   */
  tiers: z.array(
    z.object({
      level: z.int(),
      minTeamBet: z.nullish(looseNumber),
      minTeamLoss: z.nullish(looseNumber),
      minActiveMembers: z.nullish(z.int()),
      amount: z.nullish(looseNumber),
      ratePercent: z.nullish(z.number()),
    }),
  ),
});

export type Contract = z.output<typeof contractSchema>;

// ---------------------------------------------------------------------------------------------
// Dividends

export const dividendPeriodSchema = z.object({
  id: idText,
  periodStart: dayText,
  periodEnd: dayText,
  /** Team bets minus wins over the period (positive: the team lost). */
  teamProfitLoss: looseNumber,
  activeMembers: z.int(),
  ratePercent: z.number(),
  amount: looseNumber,
  /** ESTIMATED while under way; PAYABLE once closed and qualified, until claimed (PAID). */
  status: z.enum(['ESTIMATED', 'PAYABLE', 'PAID', 'NOT_QUALIFIED']),
  paidAt: z.nullish(z.int()),
});

// ---------------------------------------------------------------------------------------------
// Transfers to the downline

/** A note the members see on their transfer record: at most 140 characters. */
export const transferRemark = queryText(140);

export const downlineTransferAnswer = z.object({
  transfers: z.array(z.object({ downlineId: idText, username: z.string(), amount: looseNumber })),
  /** What left the agent's wallet. */
  total: looseNumber,
  /** The agent's main wallet after the transfer. */
  balance: looseNumber,
});
