import { randomBytes } from 'node:crypto';
import { REBATE_STEP, addDays, isAgent, operatorDayOf, operatorDayStart } from '@playdeck/domain';
import type { Db } from '../db/database';
import { hashPasswordSync } from '../accounts/passwords';
import { DEMO_PASSWORD } from './accounts';
import {
  AGENT_QUOTA,
  CONTRACT_TIERS,
  currentPeriodStart,
  periodStartOf,
  DEFAULT_AGENT_REBATES,
  SUB_AGENT_QUOTA,
  dividendRate,
  newAffiliateCode,
  type Rebates,
} from '../store/agents';
import { moveMoney } from '../store/wallet';
import { command, insertedId, scalar, statement } from '../store/sql';
import { usernameTaken } from '../store/users';
import { hashText, seededRandom, type SeededRandom } from './catalogue-random';
import { winFor } from '../demo/outcome';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NAMES = [
  'mika',
  'paolo',
  'ria',
  'jun',
  'lea',
  'nico',
  'cris',
  'dana',
  'joel',
  'kat',
  'rex',
  'mae',
  'ivan',
  'gelo',
  'bea',
  'tonyo',
  'lani',
  'dodong',
  'inday',
  'bong',
];

// Downline accounts log in with the demo password; hashed once per process (seeding repeats for
// every in-memory test database).
let demoHash: string | undefined;

function lowerRates(rnd: SeededRandom, own: Rebates): Rebates {
  return own.map((r) => ({
    productType: r.productType,
    rate: Math.round(rnd.int(0, Math.round(r.rate / REBATE_STEP)) * REBATE_STEP * 10) / 10,
  }));
}

function uniqueUsername(db: Db, rnd: SeededRandom): string {
  for (;;) {
    const name = `${rnd.pick(NAMES)}${rnd.int(10, 9999)}`.padEnd(6, '0');
    if (!usernameTaken(db, name)) return name;
  }
}

/**
 * For every seeded agent: a downline of 8 accounts (one of them a sub-agent with 3 of its own),
 * two registered today, two affiliate links, the contracts (daily and hourly salary offered,
 * dividend accepted) and six past dividend periods. Runs before the member data, so downline
 * accounts get wallets and history like everyone else.
 */
export function seedAgentTeams(db: Db, now: number): void {
  const agents = statement<[], { id: number; username: string; type: number }>(
    db,
    'SELECT id, username, type FROM users WHERE disabled = 0 ORDER BY id',
  )
    .all()
    .filter((u) => isAgent(u.type));
  if (agents.length === 0) return;
  const hash = (demoHash ??= hashPasswordSync(DEMO_PASSWORD));
  const insertUser = command<[string, string, string, number, number]>(
    db,
    'INSERT INTO users (username, password_hash, nickname, type, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertDownline = command<[number, number, string, number]>(
    db,
    'INSERT INTO downlines (member_id, agent_id, rebates, created_at) VALUES (?, ?, ?, ?)',
  );
  const insertProfile = command<[number, string, number]>(
    db,
    'INSERT INTO agent_profiles (user_id, rebates, quota_total) VALUES (?, ?, ?)',
  );
  const insertUrl = command<[number, string, string, string, number]>(
    db,
    `INSERT INTO affiliate_urls (agent_id, code, user_type, rebates, domain, created_at)
     VALUES (?, ?, ?, ?, NULL, ?)`,
  );
  const insertContract = command<[number, string, string, string, number, number | null]>(
    db,
    `INSERT INTO agent_contracts (agent_id, kind, status, tiers, offered_at, accepted_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertDividend = command<
    [number, string, string, number, number, number, number, string, number | null]
  >(
    db,
    `INSERT INTO dividends (agent_id, period_start, period_end, team_pl_cents, active_members,
       rate_percent, amount_cents, status, paid_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  const addMember = (
    rnd: SeededRandom,
    agentId: number,
    rates: Rebates,
    type: number,
    createdAt: number,
  ) => {
    const username = uniqueUsername(db, rnd);
    const nickname = username.replace(/\d+$/, '');
    const id = insertedId(
      insertUser.run(
        username,
        hash,
        nickname.charAt(0).toUpperCase() + nickname.slice(1),
        type,
        createdAt,
      ),
    );
    insertDownline.run(id, agentId, JSON.stringify(rates), createdAt);
    return id;
  };

  const sinceMidnight = now - operatorDayStart(operatorDayOf(now));
  for (const agent of agents) {
    const rnd = seededRandom(hashText(`team:${agent.username}`));
    insertProfile.run(agent.id, JSON.stringify(DEFAULT_AGENT_REBATES), AGENT_QUOTA);
    for (let i = 0; i < 8; i++) {
      // Two registered today (after midnight in Manila, whatever the hour), the rest earlier.
      const createdAt =
        i < 2 ? now - rnd.int(0, Math.min(3 * HOUR, sinceMidnight)) : now - rnd.int(5, 200) * DAY;
      const rates = lowerRates(rnd, DEFAULT_AGENT_REBATES);
      const subAgent = i === 2;
      const id = addMember(rnd, agent.id, rates, subAgent ? 1 : 0, createdAt);
      if (subAgent) {
        insertProfile.run(id, JSON.stringify(rates), SUB_AGENT_QUOTA);
        for (let j = 0; j < 3; j++)
          addMember(rnd, id, lowerRates(rnd, rates), 0, createdAt + rnd.int(1, 20) * DAY);
      }
    }
    insertUrl.run(
      agent.id,
      newAffiliateCode(db, `url:${agent.username}:1`),
      'MEMBER',
      JSON.stringify(lowerRates(rnd, DEFAULT_AGENT_REBATES)),
      now - 30 * DAY,
    );
    insertUrl.run(
      agent.id,
      newAffiliateCode(db, `url:${agent.username}:2`),
      'AGENT',
      JSON.stringify(lowerRates(rnd, DEFAULT_AGENT_REBATES)),
      now - 10 * DAY,
    );

    insertContract.run(
      agent.id,
      'DAILY_SALARY',
      'OFFERED',
      JSON.stringify(CONTRACT_TIERS.DAILY_SALARY),
      now - DAY,
      null,
    );
    insertContract.run(
      agent.id,
      'DIVIDEND',
      'ACCEPTED',
      JSON.stringify(CONTRACT_TIERS.DIVIDEND),
      now - 90 * DAY,
      now - 89 * DAY,
    );
    insertContract.run(
      agent.id,
      'HOURLY_SALARY',
      'OFFERED',
      JSON.stringify(CONTRACT_TIERS.HOURLY_SALARY),
      now - 2 * HOUR,
      null,
    );

    // Six closed half-month periods before the current one.
    let end = addDays(currentPeriodStart(now), -1);
    for (let k = 0; k < 6; k++) {
      const start = periodStartOf(end);
      let loss = rnd.int(-20_000, 300_000);
      let active = rnd.int(2, 14);
      // The latest closed period qualified and waits for the agent to claim it (PAYABLE).
      if (k === 0 && !(dividendRate(loss, active) > 0 && loss > 0)) {
        loss = 150_000;
        active = 12;
      }
      const rate = dividendRate(loss, active);
      const amount = Math.max(0, Math.round(loss * rate)); // centavos: pesos x percent
      insertDividend.run(
        agent.id,
        start,
        end,
        loss * 100,
        active,
        rate,
        amount,
        rate > 0 && loss > 0 ? (k === 0 ? 'PAYABLE' : 'PAID') : 'NOT_QUALIFIED',
        rate > 0 && loss > 0 && k > 0 ? operatorDayStart(addDays(end, 1)) + 10 * HOUR : null,
      );
      end = addDays(start, -1);
    }
  }
}

/**
 * Today's team activity for the agents' downlines: some logged in (two still online), some bet.
 * Runs after the member data so bets move wallets that already exist.
 */
export function seedTeamActivity(db: Db, now: number): void {
  const members = statement<[], { id: number; username: string; type: number; agent_id: number }>(
    db,
    `SELECT u.id, u.username, u.type, d.agent_id FROM downlines d JOIN users u ON u.id = d.member_id
        ORDER BY d.agent_id, u.id`,
  ).all();
  const games = statement<[], { node_id: string; name: string }>(
    db,
    "SELECT node_id, name FROM games WHERE lobby = 0 AND game_type IN ('RNG', 'LIVE') ORDER BY id",
  ).all();
  const insertSession = command<[string, number, number, number, number]>(
    db,
    'INSERT INTO sessions (token, user_id, created_at, expires_at, revoked) VALUES (?, ?, ?, ?, ?)',
  );
  const insertBet = command<[number, string, number, number, number]>(
    db,
    'INSERT INTO bets (user_id, node_id, stake_cents, win_cents, placed_at) VALUES (?, ?, ?, ?, ?)',
  );
  const lastTransactionAt = scalar<[number], number | null>(
    db,
    'SELECT MAX(created_at) FROM transactions WHERE user_id = ?',
  );
  const sinceMidnight = now - operatorDayStart(operatorDayOf(now));
  const byAgent = new Map<number, typeof members>();
  for (const m of members) byAgent.set(m.agent_id, [...(byAgent.get(m.agent_id) ?? []), m]);
  for (const team of byAgent.values()) {
    team.forEach((m, i) => {
      const rnd = seededRandom(hashText(`today:${m.username}`));
      // Today, and after the member's seeded history, so the ledger stays in time order.
      const last = lastTransactionAt.get(m.id);
      const at = Math.max(
        now - rnd.int(0, sinceMidnight),
        Math.min(now - 1000, (last ?? 0) + 60_000),
      );
      if (i < 5) {
        // Session tokens are random: nobody can use a seeded session.
        const online = i < 2;
        insertSession.run(
          randomBytes(24).toString('hex'),
          m.id,
          at,
          online ? now + 2 * HOUR : at + HOUR,
          online ? 0 : 1,
        );
      }
      if (i >= 1 && i < 5) {
        for (let k = 0; k < 3; k++) {
          const game = rnd.pick(games);
          const stake = rnd.pick([1_000, 2_000, 5_000]);
          const win = winFor(rnd, stake);
          try {
            moveMoney(db, {
              user: m,
              type: 'BET',
              amountCents: -stake,
              remark: game.name,
              now: at + k,
            });
          } catch {
            break; // not enough balance: this member stops betting today
          }
          insertBet.run(m.id, game.node_id, stake, win, at + k);
          if (win > 0)
            moveMoney(db, {
              user: m,
              type: 'WIN',
              amountCents: win,
              remark: game.name,
              now: at + k,
            });
        }
      }
    });
  }
}
