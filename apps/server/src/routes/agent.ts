import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONTRACT_KINDS,
  acceptDividendContract,
  acceptHourlyContract,
  acceptSalaryContract,
  affiliateUrls,
  agentErrorCodes,
  checkDownlineUsername,
  contractIndicators,
  createAffiliateUrl,
  deleteAffiliateUrl,
  dividendContract,
  dividendHistory,
  dividendInfo,
  downlineList,
  hourlyContract,
  rebateSettings,
  redRainEvents,
  registerDownline,
  salaryContract,
  teamBetRecords,
  teamOverview,
  teamProfitAndLoss,
  updateDownlineRebates,
  type ContractKind,
} from '@playdeck/contract';
import {
  addDays,
  fromCentavos,
  isAgent,
  operatorDayStart,
  pageCount,
  quotaRemaining,
  rebateProblems,
} from '@playdeck/domain';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { route, type RouteContext } from '../http/route';
import { Failure } from '../http/failure';
import { hashPassword } from '../accounts/passwords';
import {
  AFFILIATE_URL_LIMIT,
  SUB_AGENT_QUOTA,
  agentProfile,
  currentPeriodStart,
  periodStartOf,
  dividendRate,
  fullRebates,
  highestGivenRates,
  newAffiliateCode,
  parseRebates,
  type Rebates,
} from '../store/agents';
import { betPage, profitAndLossOf, rangeOrFail } from '../store/reports';
import { redRainPage } from '../store/redRain';
import { teamScope } from '../store/scope';
import { usernameTaken } from '../store/users';
import { agentRoute } from './agentRoute';

const CONTRACT_DEFS = {
  DAILY_SALARY: { view: salaryContract, accept: acceptSalaryContract },
  DIVIDEND: { view: dividendContract, accept: acceptDividendContract },
  HOURLY_SALARY: { view: hourlyContract, accept: acceptHourlyContract },
} as const;

interface ContractRow {
  id: number;
  kind: ContractKind;
  status: 'OFFERED' | 'ACCEPTED';
  tiers: string;
  offered_at: number | null;
  accepted_at: number | null;
}

function contractOf(db: Db, agentId: number, kind: ContractKind) {
  const row = db
    .prepare(
      'SELECT id, kind, status, tiers, offered_at, accepted_at FROM agent_contracts WHERE agent_id = ? AND kind = ?',
    )
    .get(agentId, kind) as ContractRow | undefined;
  if (!row)
    return {
      id: null,
      kind,
      status: 'NONE' as const,
      offeredAt: null,
      acceptedAt: null,
      tiers: [],
    };
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    offeredAt: row.offered_at,
    acceptedAt: row.accepted_at,
    tiers: JSON.parse(row.tiers) as [],
  };
}

/** Refuses rates above the agent's own (naming each product) and fills the missing ones with 0. */
function checkedRates(
  own: Rebates,
  requested: readonly { productType: string; rate: number }[],
): Rebates {
  const problems = rebateProblems(requested, own);
  if (problems.length)
    throw new Failure(
      agentErrorCodes.rebateAboveOwn,
      200,
      problems
        .map((p) =>
          p.problem === 'aboveOwnRate'
            ? `${p.productType}: at most ${p.ceiling}%`
            : `${p.productType}: ${p.problem === 'offStep' ? 'use steps of 0.1%' : 'not allowed'}`,
        )
        .join('; '),
      problems,
    );
  return fullRebates(requested);
}

function originOf(req: FastifyRequest, domain: string | null): string {
  return domain ? `https://${domain}` : `${req.protocol}://${req.host}`;
}

function urlAnswer(
  req: FastifyRequest,
  r: {
    id: number;
    code: string;
    user_type: 'MEMBER' | 'AGENT';
    rebates: string;
    domain: string | null;
    created_at: number;
    registered: number;
  },
) {
  return {
    id: r.id,
    code: r.code,
    url: `${originOf(req, r.domain)}/m/register?affiliateCode=${encodeURIComponent(r.code)}`,
    userType: r.user_type,
    rebates: parseRebates(r.rebates),
    registeredCount: r.registered,
    createdAt: r.created_at,
  };
}

/**
 * Puts a newly registered account where its codes say: an affiliate code of a live link opens it
 * in that agent's downline with the link's rates (as a sub-agent for an AGENT link); a referral
 * code counts an invitation for its member.
 */
export function attachRegistration(
  db: Db,
  e: { userId: number; affiliateCode: string | null; referralCode: string | null; now: number },
): void {
  if (e.affiliateCode) {
    const link = db
      .prepare(
        'SELECT id, agent_id, user_type, rebates FROM affiliate_urls WHERE code = ? AND deleted_at IS NULL',
      )
      .get(e.affiliateCode.trim()) as
      { id: number; agent_id: number; user_type: 'MEMBER' | 'AGENT'; rebates: string } | undefined;
    if (link && link.agent_id !== e.userId) {
      db.prepare(
        'INSERT OR IGNORE INTO downlines (member_id, agent_id, rebates, affiliate_url_id, created_at) VALUES (?, ?, ?, ?, ?)',
      ).run(e.userId, link.agent_id, link.rebates, link.id, e.now);
      if (link.user_type === 'AGENT') {
        db.prepare('UPDATE users SET type = 1 WHERE id = ?').run(e.userId);
        db.prepare(
          'INSERT OR IGNORE INTO agent_profiles (user_id, rebates, quota_total) VALUES (?, ?, ?)',
        ).run(e.userId, link.rebates, SUB_AGENT_QUOTA);
      }
    }
  }
  if (e.referralCode) {
    const referrer = db
      .prepare('SELECT user_id FROM invite_codes WHERE code = ?')
      .pluck()
      .get(e.referralCode.trim()) as number | undefined;
    if (referrer !== undefined && referrer !== e.userId)
      db.prepare(
        'INSERT OR IGNORE INTO referrals (invitee_id, referrer_id, created_at) VALUES (?, ?, ?)',
      ).run(e.userId, referrer, e.now);
  }
}

export function agentRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;
  ctx.hooks.memberRegistered.push(attachRegistration);

  agentRoute(app, ctx, teamOverview, ({ params: p, session }) => {
    const range = rangeOrFail(p, ctx.now());
    const scope = teamScope(session.id, false);
    const count = (sql: string, ...args: unknown[]) =>
      db
        .prepare(`${scope.cte} ${sql}`)
        .pluck()
        .get(...scope.args, ...args) as number;
    return {
      footer: {
        teamLoginMemberCount: count(
          'SELECT COUNT(DISTINCT user_id) FROM sessions WHERE user_id IN (SELECT id FROM scope) AND created_at >= ? AND created_at < ?',
          range.from,
          range.to,
        ),
        teamBetMemberCount: count(
          'SELECT COUNT(DISTINCT user_id) FROM bets WHERE user_id IN (SELECT id FROM scope) AND placed_at >= ? AND placed_at < ?',
          range.from,
          range.to,
        ),
        teamRegisterMemberCount: count(
          'SELECT COUNT(*) FROM users WHERE id IN (SELECT id FROM scope) AND created_at >= ? AND created_at < ?',
          range.from,
          range.to,
        ),
        teamOnlineCount: count(
          'SELECT COUNT(DISTINCT user_id) FROM sessions WHERE user_id IN (SELECT id FROM scope) AND revoked = 0 AND expires_at > ?',
          ctx.now(),
        ),
        teamMemberCount: count('SELECT COUNT(*) FROM scope'),
        teamBetAmount: fromCentavos(
          count(
            'SELECT COALESCE(SUM(stake_cents), 0) FROM bets WHERE user_id IN (SELECT id FROM scope) AND placed_at >= ? AND placed_at < ?',
            range.from,
            range.to,
          ),
        ),
        teamDepositAmount: fromCentavos(
          count(
            "SELECT COALESCE(SUM(amount_cents), 0) FROM transactions WHERE type = 'DEPOSIT' AND user_id IN (SELECT id FROM scope) AND created_at >= ? AND created_at < ?",
            range.from,
            range.to,
          ),
        ),
      },
    };
  });

  agentRoute(app, ctx, downlineList, ({ params: p, session }) => {
    const now = ctx.now();
    const filter = p.username ? "AND u.username LIKE ? ESCAPE '\\'" : '';
    const args = [
      session.id,
      ...(p.username ? [`%${p.username.replace(/[\\%_]/g, (c) => `\\${c}`)}%`] : []),
    ];
    const totalCount = db
      .prepare(
        `SELECT COUNT(*) FROM downlines d JOIN users u ON u.id = d.member_id WHERE d.agent_id = ? ${filter}`,
      )
      .pluck()
      .get(...args) as number;
    const rows = db
      .prepare(
        `SELECT u.id, u.username, u.nickname, u.type, u.created_at, d.rebates,
                COALESCE(w.balance_cents, 0) AS balance_cents,
                (SELECT MAX(s.created_at) FROM sessions s WHERE s.user_id = u.id) AS last_login,
                EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id AND s.revoked = 0 AND s.expires_at > ?) AS online
           FROM downlines d JOIN users u ON u.id = d.member_id LEFT JOIN wallets w ON w.user_id = u.id
          WHERE d.agent_id = ? ${filter}
          ORDER BY u.created_at DESC, u.id DESC LIMIT ? OFFSET ?`,
      )
      .all(now, ...args, p.pageSize, (p.pageNo - 1) * p.pageSize) as {
      id: number;
      username: string;
      nickname: string | null;
      type: number;
      created_at: number;
      rebates: string;
      balance_cents: number;
      last_login: number | null;
      online: number;
    }[];
    return {
      list: rows.map((r) => ({
        id: r.id,
        username: r.username,
        nickname: r.nickname,
        type: r.type,
        registeredAt: r.created_at,
        lastLoginAt: r.last_login,
        online: r.online === 1,
        balance: fromCentavos(r.balance_cents),
        rebates: parseRebates(r.rebates),
      })),
      pageNum: p.pageNo,
      totalPages: pageCount(totalCount, p.pageSize),
      totalCount,
    };
  });

  agentRoute(app, ctx, rebateSettings, ({ session }) => {
    const profile = agentProfile(db, session.id);
    return {
      rebates: profile.rebates,
      quota: {
        total: profile.quotaTotal,
        used: profile.quotaUsed,
        remaining: quotaRemaining({ total: profile.quotaTotal, used: profile.quotaUsed }),
      },
    };
  });

  agentRoute(app, ctx, checkDownlineUsername, ({ params: p }) => ({
    username: p.username,
    available: !usernameTaken(db, p.username),
  }));

  agentRoute(app, ctx, registerDownline, async ({ params: p, session }) => {
    const profile = agentProfile(db, session.id);
    if (quotaRemaining({ total: profile.quotaTotal, used: profile.quotaUsed }) === 0)
      throw new Failure(
        agentErrorCodes.quotaExhausted,
        200,
        `You have opened all ${profile.quotaTotal} downline accounts of your quota`,
      );
    const rates = checkedRates(profile.rebates, p.rebates);
    if (usernameTaken(db, p.username))
      throw new Failure(agentErrorCodes.usernameTaken, 200, 'Sorry, the username already exists');
    const passwordHash = await hashPassword(p.password);
    const now = ctx.now();
    const type = p.type === 'AGENT' ? 1 : 0;
    const id = db.transaction(() => {
      // Checked again inside the transaction: two registrations racing for one name or the last slot.
      if (usernameTaken(db, p.username))
        throw new Failure(agentErrorCodes.usernameTaken, 200, 'Sorry, the username already exists');
      if (agentProfile(db, session.id).quotaUsed >= profile.quotaTotal)
        throw new Failure(agentErrorCodes.quotaExhausted, 200, 'Your downline quota is used up');
      const userId = Number(
        db
          .prepare(
            'INSERT INTO users (username, password_hash, nickname, type, created_at) VALUES (?, ?, ?, ?, ?)',
          )
          .run(p.username, passwordHash, p.nickname || null, type, now).lastInsertRowid,
      );
      db.prepare(
        'INSERT INTO downlines (member_id, agent_id, rebates, created_at) VALUES (?, ?, ?, ?)',
      ).run(userId, session.id, JSON.stringify(rates), now);
      if (type === 1) agentProfile(db, userId);
      return userId;
    })();
    return { id, username: p.username, type };
  });

  agentRoute(app, ctx, updateDownlineRebates, ({ params: p, session }) => {
    const downlineId = Number(p.downlineId);
    const row = db
      .prepare(
        'SELECT d.rebates, u.type FROM downlines d JOIN users u ON u.id = d.member_id WHERE d.member_id = ? AND d.agent_id = ?',
      )
      .get(Number.isSafeInteger(downlineId) ? downlineId : 0, session.id) as
      { rebates: string; type: number } | undefined;
    if (!row)
      throw new Failure(
        agentErrorCodes.downlineNotFound,
        200,
        'This account is not in your downline',
      );
    const own = agentProfile(db, session.id).rebates;
    const current = parseRebates(row.rebates);
    const merged = fullRebates(
      current.map((r) => p.rebates.find((x) => x.productType === r.productType) ?? r),
    );
    checkedRates(own, merged);
    if (isAgent(row.type)) {
      const given = highestGivenRates(db, downlineId);
      const below = merged.filter((r) => r.rate < (given.get(r.productType) ?? 0));
      if (below.length)
        throw new Failure(
          agentErrorCodes.rebateBelowDownline,
          200,
          below.map((r) => `${r.productType}: at least ${given.get(r.productType)}%`).join('; '),
          below.map((r) => ({ productType: r.productType, floor: given.get(r.productType) })),
        );
    }
    db.transaction(() => {
      db.prepare('UPDATE downlines SET rebates = ? WHERE member_id = ?').run(
        JSON.stringify(merged),
        downlineId,
      );
      if (isAgent(row.type)) {
        agentProfile(db, downlineId);
        db.prepare('UPDATE agent_profiles SET rebates = ? WHERE user_id = ?').run(
          JSON.stringify(merged),
          downlineId,
        );
      }
    })();
    return { downlineId, rebates: merged };
  });

  // Affiliate links ----------------------------------------------------------------------------

  const linkRows = (agentId: number, id?: number) =>
    db
      .prepare(
        `SELECT a.id, a.code, a.user_type, a.rebates, a.domain, a.created_at,
                (SELECT COUNT(*) FROM downlines d WHERE d.affiliate_url_id = a.id) AS registered
           FROM affiliate_urls a WHERE a.agent_id = ? AND a.deleted_at IS NULL AND (? IS NULL OR a.id = ?)
          ORDER BY a.created_at DESC, a.id DESC`,
      )
      .all(agentId, id ?? null, id ?? null) as Parameters<typeof urlAnswer>[1][];

  agentRoute(app, ctx, createAffiliateUrl, ({ params: p, session, req }) => {
    const live = db
      .prepare('SELECT COUNT(*) FROM affiliate_urls WHERE agent_id = ? AND deleted_at IS NULL')
      .pluck()
      .get(session.id) as number;
    if (live >= AFFILIATE_URL_LIMIT)
      throw new Failure(
        agentErrorCodes.affiliateUrlLimit,
        200,
        `At most ${AFFILIATE_URL_LIMIT} links: delete one you no longer share`,
      );
    const rates = checkedRates(agentProfile(db, session.id).rebates, p.rebates);
    const id = Number(
      db
        .prepare(
          `INSERT INTO affiliate_urls (agent_id, code, user_type, rebates, domain, created_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(
          session.id,
          newAffiliateCode(db, randomBytes(8).toString('hex')),
          p.userType,
          JSON.stringify(rates),
          p.domain?.toLowerCase() ?? null,
          ctx.now(),
        ).lastInsertRowid,
    );
    const row = linkRows(session.id, id)[0];
    if (!row) throw new Failure('system.error', 500, 'Unknown error');
    return urlAnswer(req, row);
  });

  agentRoute(app, ctx, affiliateUrls, ({ session, req }) => ({
    list: linkRows(session.id).map((r) => urlAnswer(req, r)),
  }));

  agentRoute(app, ctx, deleteAffiliateUrl, ({ params: p, session }) => {
    const id = Number(p.id);
    const changed = db
      .prepare(
        'UPDATE affiliate_urls SET deleted_at = ? WHERE id = ? AND agent_id = ? AND deleted_at IS NULL',
      )
      .run(ctx.now(), Number.isSafeInteger(id) ? id : 0, session.id).changes;
    if (!changed)
      throw new Failure(agentErrorCodes.affiliateUrlNotFound, 200, 'This link does not exist');
    return { id, deleted: true as const };
  });

  // Contracts ----------------------------------------------------------------------------------

  for (const kind of CONTRACT_KINDS) {
    const defs = CONTRACT_DEFS[kind];
    agentRoute(app, ctx, defs.view, ({ session }) => contractOf(db, session.id, kind));
    agentRoute(app, ctx, defs.accept, ({ params: p, session }) => {
      const current = contractOf(db, session.id, kind);
      if (current.status === 'NONE' || String(current.id) !== String(p.contractId))
        throw new Failure(
          agentErrorCodes.contractNotFound,
          200,
          'This contract is not offered to you',
        );
      if (current.status === 'ACCEPTED')
        throw new Failure(
          agentErrorCodes.contractAlreadyAccepted,
          200,
          'You have already accepted this contract',
        );
      db.prepare(
        "UPDATE agent_contracts SET status = 'ACCEPTED', accepted_at = ? WHERE id = ?",
      ).run(ctx.now(), current.id);
      return contractOf(db, session.id, kind);
    });
  }

  route(app, ctx, contractIndicators, ({ session }) => {
    const offered = (kind: ContractKind) =>
      isAgent(session.type) && contractOf(db, session.id, kind).status === 'OFFERED' ? 1 : 0;
    return {
      dailysalreqtype: offered('DAILY_SALARY'),
      divtypereq: offered('DIVIDEND'),
      divtypecompperiodreq: offered('DIVIDEND'),
      contracthoursalreq: offered('HOURLY_SALARY'),
      realtimesalreqtype: 0,
    };
  });

  // Dividends ----------------------------------------------------------------------------------

  const dividendAnswer = (r: {
    id: number;
    period_start: string;
    period_end: string;
    team_pl_cents: number;
    active_members: number;
    rate_percent: number;
    amount_cents: number;
    status: 'ESTIMATED' | 'PAID' | 'NOT_QUALIFIED';
    paid_at: number | null;
  }) => ({
    id: r.id,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    teamProfitLoss: fromCentavos(r.team_pl_cents),
    activeMembers: r.active_members,
    ratePercent: r.rate_percent,
    amount: fromCentavos(r.amount_cents),
    status: r.status,
    paidAt: r.paid_at,
  });

  agentRoute(app, ctx, dividendInfo, ({ session }) => {
    const now = ctx.now();
    const contract = contractOf(db, session.id, 'DIVIDEND');
    const start = currentPeriodStart(now);
    const nextStart = periodStartOf(addDays(start, 16));
    const end = addDays(nextStart, -1);
    const scope = teamScope(session.id, false);
    const team = db
      .prepare(
        `${scope.cte} SELECT COALESCE(SUM(stake_cents - win_cents), 0) AS pl, COUNT(DISTINCT user_id) AS active
           FROM bets WHERE user_id IN (SELECT id FROM scope) AND placed_at >= ? AND placed_at < ?`,
      )
      .get(...scope.args, operatorDayStart(start), operatorDayStart(nextStart)) as {
      pl: number;
      active: number;
    };
    const rate = contract.status === 'ACCEPTED' ? dividendRate(team.pl / 100, team.active) : 0;
    const totalPaid = db
      .prepare(
        "SELECT COALESCE(SUM(amount_cents), 0) FROM dividends WHERE agent_id = ? AND status = 'PAID'",
      )
      .pluck()
      .get(session.id) as number;
    return {
      enabled: contract.status === 'ACCEPTED',
      contractStatus: contract.status,
      current: {
        id: `${session.id}-${start}`,
        periodStart: start,
        periodEnd: end,
        teamProfitLoss: fromCentavos(team.pl),
        activeMembers: team.active,
        ratePercent: rate,
        amount: fromCentavos(Math.max(0, Math.round((team.pl * rate) / 100))),
        status: rate > 0 && team.pl > 0 ? ('ESTIMATED' as const) : ('NOT_QUALIFIED' as const),
        paidAt: null,
      },
      totalPaid: fromCentavos(totalPaid),
    };
  });

  agentRoute(app, ctx, dividendHistory, ({ params: p, session }) => {
    const totalCount = db
      .prepare('SELECT COUNT(*) FROM dividends WHERE agent_id = ?')
      .pluck()
      .get(session.id) as number;
    const rows = db
      .prepare(
        'SELECT * FROM dividends WHERE agent_id = ? ORDER BY period_start DESC LIMIT ? OFFSET ?',
      )
      .all(session.id, p.pageSize, (p.pageNo - 1) * p.pageSize) as Parameters<
      typeof dividendAnswer
    >[0][];
    return {
      list: rows.map(dividendAnswer),
      pageNum: p.pageNo,
      totalPages: pageCount(totalCount, p.pageSize),
      totalCount,
    };
  });

  // Team reports -------------------------------------------------------------------------------

  agentRoute(app, ctx, teamBetRecords, ({ params: p, session }) =>
    betPage(
      db,
      teamScope(session.id, false),
      rangeOrFail(p, ctx.now()),
      { gameType: p.gameType, username: p.username },
      p.pageNo,
      p.pageSize,
    ),
  );

  agentRoute(app, ctx, teamProfitAndLoss, ({ params: p, session }) => {
    const scope = teamScope(session.id, false);
    const memberCount = db
      .prepare(`${scope.cte} SELECT COUNT(*) FROM scope`)
      .pluck()
      .get(...scope.args) as number;
    return { ...profitAndLossOf(db, scope, rangeOrFail(p, ctx.now())), memberCount };
  });

  // Red envelope rain -------------------------------------------------------------------------

  agentRoute(app, ctx, redRainEvents, ({ params: p, session }) =>
    redRainPage(db, session.id, ctx.now(), p.pageNo, p.pageSize),
  );
}
