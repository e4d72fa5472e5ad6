// Agent centre: team KPI, contracts, downline, rebates, affiliate URLs, dividends.
// Every call here except contractIndicators needs an agent session (type not 0, 4 or 40);
// others get `function.not.available` (HTTP 403), the platform's "no permission" code.
import * as z from 'zod/mini';
import { defineCall } from '../call';
import { betRecordSchema, betSummarySchema, profitAndLossSchema } from './wallet';
import {
  dayText,
  idText,
  looseNumber,
  pageInfo,
  queryCode,
  queryIntOr,
  queryText,
} from './queryParams';

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
} as const;

/** Product types that carry a rebate rate. */
export const REBATE_PRODUCT_TYPES = ['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'LOTT'] as const;

export const rebateRateSchema = z.object({
  productType: z.enum(REBATE_PRODUCT_TYPES),
  /** Percent, in 0.1 steps. */
  rate: z.number().check(z.gte(0), z.lte(100)),
});

/**
 * Team KPI of a date range (`YYYY-MM-DD`, operator days): members of the downline who logged in,
 * bet, registered in the range, and who are online now. `size` 0 asks for the footer only.
 * (The platform's path for this call is not public; this is the name a re-implementation used.)
 */
export const teamOverview = defineCall({
  id: 'teamOverview',
  method: 'GET',
  path: '/wps/relay/ODSFE2_getTeamOverviewSum',
  moduleId: 'AGEINFO3',
  token: true,
  encrypted: false,
  request: z.object({
    startDate: dayText,
    endDate: dayText,
    size: queryIntOr(0, 100, 0),
  }),
  response: z.object({
    footer: z.object({
      teamLoginMemberCount: z.int(),
      teamBetMemberCount: z.int(),
      teamRegisterMemberCount: z.int(),
      teamOnlineCount: z.int(),
      teamMemberCount: z.nullish(z.int()),
      teamBetAmount: z.nullish(looseNumber),
      teamDepositAmount: z.nullish(looseNumber),
    }),
  }),
});

export const downlineSchema = z.object({
  id: idText,
  username: z.string(),
  nickname: z.nullish(z.string()),
  /** Customer type of the downline (0 member, 1 agent). */
  type: z.int(),
  registeredAt: z.int(),
  lastLoginAt: z.nullish(z.int()),
  online: z.boolean(),
  balance: looseNumber,
  rebates: z.array(rebateRateSchema),
});

/** The agent's direct downline, newest first; `username` narrows by a part of the name. */
export const downlineList = defineCall({
  id: 'downlineList',
  method: 'GET',
  path: '/wps/agent/downlines',
  moduleId: 'AGEDOWNMAN3',
  token: true,
  encrypted: false,
  request: z.object({
    username: queryText(40),
    pageNo: queryIntOr(1, 100_000, 1),
    pageSize: queryIntOr(1, 100, 20),
  }),
  response: z.object({ list: z.array(downlineSchema), ...pageInfo }),
});

/**
 * The agent's own rebate rates (the most a downline may get) and the downline quota: how many
 * accounts the agent may open in all, has opened, and has left.
 */
export const rebateSettings = defineCall({
  id: 'rebateSettings',
  method: 'GET',
  path: '/wps/agent/rebateSettings',
  moduleId: 'AGEDOWNMAN3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({
    rebates: z.array(rebateRateSchema),
    quota: z.object({
      total: z.int(),
      used: z.int(),
      remaining: z.int(),
    }),
  }),
});

/** A username of 6 to 16 lowercase letters and digits, starting with a letter. */
export const downlineUsername = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(/^[a-z][a-z0-9]{5,15}$/, '6 to 16 letters or digits, starting with a letter'),
  );

/** Whether a username is free for a new downline account. */
export const checkDownlineUsername = defineCall({
  id: 'checkDownlineUsername',
  method: 'GET',
  path: '/wps/agent/downline/username',
  moduleId: 'AGEDOWNMAN3',
  token: true,
  encrypted: false,
  request: z.object({ username: downlineUsername }),
  response: z.object({ username: z.string(), available: z.boolean() }),
});

/**
 * Opens a downline account (encrypted): rates at most the agent's own per product, within the
 * quota. `type` MEMBER opens a player (type 0), AGENT a sub-agent (type 1). The new account logs
 * in with the given password.
 */
export const registerDownline = defineCall({
  id: 'registerDownline',
  method: 'POST',
  path: '/wps/agent/downline',
  moduleId: 'AGEDOWNMAN3',
  token: true,
  encrypted: true,
  request: z
    .object({
      username: downlineUsername,
      password: z
        .string()
        .check(z.minLength(6, 'at least 6 characters'), z.maxLength(20, 'at most 20 characters')),
      confirmPassword: z.string(),
      nickname: z.optional(z.string().check(z.trim(), z.maxLength(30))),
      type: z._default(z.enum(['MEMBER', 'AGENT']), 'MEMBER'),
      rebates: z._default(
        z.array(rebateRateSchema).check(z.maxLength(REBATE_PRODUCT_TYPES.length)),
        [],
      ),
    })
    .check(
      z.refine((d) => d.password === d.confirmPassword, {
        path: ['confirmPassword'],
        message: 'does not match',
      }),
    ),
  response: z.object({ id: idText, username: z.string(), type: z.int() }),
});

/** Changes a direct downline's rates, within the agent's own. */
export const updateDownlineRebates = defineCall({
  id: 'updateDownlineRebates',
  method: 'POST',
  path: '/wps/agent/updateDownlineRebates',
  moduleId: 'AGEDOWNMAN3',
  token: true,
  encrypted: false,
  request: z.object({
    downlineId: idText,
    rebates: z
      .array(rebateRateSchema)
      .check(z.minLength(1), z.maxLength(REBATE_PRODUCT_TYPES.length)),
  }),
  response: z.object({ downlineId: idText, rebates: z.array(rebateRateSchema) }),
});

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

/** Creates an affiliate link (at most 20 per agent) with rates within the agent's own. */
export const createAffiliateUrl = defineCall({
  id: 'createAffiliateUrl',
  method: 'POST',
  path: '/wps/relay/MCSFE_createAffiliateUrl',
  moduleId: 'AFFMAN3',
  token: true,
  encrypted: false,
  request: z.object({
    userType: z._default(z.enum(['MEMBER', 'AGENT']), 'MEMBER'),
    rebates: z._default(
      z.array(rebateRateSchema).check(z.maxLength(REBATE_PRODUCT_TYPES.length)),
      [],
    ),
    /** Registration domain; defaults to the site's own. */
    domain: z.optional(
      z
        .string()
        .check(z.trim(), z.maxLength(100), z.regex(/^[a-z0-9.-]+(:\d+)?$/i, 'a domain name')),
    ),
  }),
  response: affiliateUrlSchema,
});

export const affiliateUrls = defineCall({
  id: 'affiliateUrls',
  method: 'GET',
  path: '/wps/relay/MCSFE_viewAffiliateUrls',
  moduleId: 'AFFMAN3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({ list: z.array(affiliateUrlSchema) }),
});

/** Deletes one of the agent's links (DELETE; `id` from the body or the query string). */
export const deleteAffiliateUrl = defineCall({
  id: 'deleteAffiliateUrl',
  method: 'DELETE',
  path: '/wps/relay/MCSFE_deleteAffiliateUrl',
  moduleId: 'AFFMAN3',
  token: true,
  encrypted: false,
  request: z.object({ id: idText }),
  response: z.object({ id: idText, deleted: z.literal(true) }),
});

// ---------------------------------------------------------------------------------------------
// Contracts: daily salary, dividend, hourly salary

export const CONTRACT_KINDS = ['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

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

const contractPaths: Record<ContractKind, { path: string; moduleId: string; name: string }> = {
  DAILY_SALARY: {
    path: '/wps/agent/contract/dailySalary',
    moduleId: 'DAILYSALCONT3',
    name: 'Salary',
  },
  DIVIDEND: { path: '/wps/agent/contract/dividend', moduleId: 'SIGNCONDIV3', name: 'Dividend' },
  HOURLY_SALARY: { path: '/wps/agent/contract/hourlySalary', moduleId: 'HOURSAL3', name: 'Hourly' },
};

function contractView<K extends ContractKind>(kind: K) {
  const p = contractPaths[kind];
  return defineCall({
    id: `${p.name.toLowerCase()}Contract`,
    method: 'GET',
    path: p.path,
    moduleId: p.moduleId,
    token: true,
    encrypted: false,
    request: z.object({}),
    response: contractSchema,
  });
}

function contractAccept<K extends ContractKind>(kind: K) {
  const p = contractPaths[kind];
  return defineCall({
    id: `accept${p.name}Contract`,
    method: 'POST',
    path: `${p.path}/accept`,
    moduleId: p.moduleId,
    token: true,
    encrypted: false,
    request: z.object({ contractId: idText }),
    response: contractSchema,
  });
}

/** The agent's daily-salary contract (page getSalaryContract). */
export const salaryContract = contractView('DAILY_SALARY');
/** Accepts the offered daily-salary contract; `contractId` must be the one offered. */
export const acceptSalaryContract = contractAccept('DAILY_SALARY');
/** The agent's dividend contract (page getDevidendContract). */
export const dividendContract = contractView('DIVIDEND');
export const acceptDividendContract = contractAccept('DIVIDEND');
/** The agent's hourly-salary contract (page getHourContract). */
export const hourlyContract = contractView('HOURLY_SALARY');
export const acceptHourlyContract = contractAccept('HOURLY_SALARY');

/**
 * Contract indicators read after login: 1 when a contract of that kind is offered and waits for
 * the agent to accept, else 0 (always 0 for non-agents). `dailysalreqtype` daily salary,
 * `divtypereq` / `divtypecompperiodreq` dividend, `contracthoursalreq` hourly salary.
 */
export const contractIndicators = defineCall({
  id: 'contractIndicators',
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({
    dailysalreqtype: z.int(),
    divtypereq: z.int(),
    divtypecompperiodreq: z.int(),
    contracthoursalreq: z.int(),
    realtimesalreqtype: z.nullish(z.int()),
  }),
});

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
  status: z.enum(['ESTIMATED', 'PAID', 'NOT_QUALIFIED']),
  paidAt: z.nullish(z.int()),
});

/** The current (half-month) period's estimate under the accepted dividend contract. */
export const dividendInfo = defineCall({
  id: 'dividendInfo',
  method: 'GET',
  path: '/wps/agent/dividend/info',
  moduleId: 'SIGNCONDIV3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.object({
    enabled: z.boolean(),
    contractStatus: contractSchema.shape.status,
    current: z.nullish(dividendPeriodSchema),
    totalPaid: looseNumber,
  }),
});

export const dividendHistory = defineCall({
  id: 'dividendHistory',
  method: 'GET',
  path: '/wps/agent/dividend/history',
  moduleId: 'SIGNCONDIV3',
  token: true,
  encrypted: false,
  request: z.object({ pageNo: queryIntOr(1, 100_000, 1), pageSize: queryIntOr(1, 100, 20) }),
  response: z.object({ list: z.array(dividendPeriodSchema), ...pageInfo }),
});

// ---------------------------------------------------------------------------------------------
// Team reports

/** Bets of the agent's whole downline (page /m/teamBetting). */
export const teamBetRecords = defineCall({
  id: 'teamBetRecords',
  method: 'GET',
  path: '/wps/agent/report/bets',
  moduleId: 'TEAMBETTING3',
  token: true,
  encrypted: false,
  request: z.object({
    startDate: z.optional(dayText),
    endDate: z.optional(dayText),
    username: queryText(40),
    gameType: queryCode,
    pageNo: queryIntOr(1, 100_000, 1),
    pageSize: queryIntOr(1, 100, 20),
  }),
  response: z.object({ list: z.array(betRecordSchema), summary: betSummarySchema, ...pageInfo }),
});

/** Profit and loss of the agent's whole downline (page /m/agent/team/pnl). */
export const teamProfitAndLoss = defineCall({
  id: 'teamProfitAndLoss',
  method: 'GET',
  path: '/wps/agent/report/pnl',
  moduleId: 'AGETEAMPNL3',
  token: true,
  encrypted: false,
  request: z.object({ startDate: z.optional(dayText), endDate: z.optional(dayText) }),
  response: z.extend(profitAndLossSchema, { memberCount: z.int() }),
});

// ---------------------------------------------------------------------------------------------
// Red envelope rain

export const redRainEventSchema = z.object({
  id: idText,
  title: z.string(),
  startsAt: z.int(),
  endsAt: z.int(),
  /** UPCOMING before the window, LIVE during it, ENDED after. */
  status: z.enum(['UPCOMING', 'LIVE', 'ENDED']),
  envelopeCount: z.int(),
  totalAmount: looseNumber,
  /** Envelopes the agent's whole downline grabbed in this rain, and how much they held. */
  teamGrabCount: z.int(),
  teamGrabAmount: looseNumber,
  teamMembersGrabbing: z.int(),
});

/**
 * The operator's red envelope rains (page /m/redRain), newest window first, each with what the
 * agent's team grabbed. (The platform's call is not public; this is the reference server's.)
 */
export const redRainEvents = defineCall({
  id: 'redRainEvents',
  method: 'GET',
  path: '/wps/agent/redRain/events',
  moduleId: 'AGEINFO3',
  token: true,
  encrypted: false,
  request: z.object({ pageNo: queryIntOr(1, 100_000, 1), pageSize: queryIntOr(1, 100, 20) }),
  response: z.object({ list: z.array(redRainEventSchema), ...pageInfo }),
});

export const agentCalls = {
  teamOverview,
  downlineList,
  rebateSettings,
  checkDownlineUsername,
  registerDownline,
  updateDownlineRebates,
  createAffiliateUrl,
  affiliateUrls,
  deleteAffiliateUrl,
  salaryContract,
  acceptSalaryContract,
  dividendContract,
  acceptDividendContract,
  hourlyContract,
  acceptHourlyContract,
  contractIndicators,
  dividendInfo,
  dividendHistory,
  teamBetRecords,
  teamProfitAndLoss,
  redRainEvents,
} as const;
