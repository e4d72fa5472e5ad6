import { VIP_RANKS, addDays, isAgent, isTrial, operatorDayOf } from '@playdeck/domain';
import type { Db } from '../db/database';
import { hashSecretSync } from '../store/secrets';
import { TRIAL_START_CENTS } from '../store/wallet';
import { winFor } from '../demo/outcome';
import { uniqueInviteCode } from '../store/invites';
import { command, statement } from '../store/sql';
import { hashText, seededRandom, type SeededRandom } from './catalogue-random';

/** Every seeded member's payment password (withdrawals ask for it). */
export const DEMO_PAYMENT_PASSWORD = '246810';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Hashing is the slow part of seeding and every in-memory test database seeds again: the demo
// payment password is hashed once per process (still salted, still scrypt).
let paymentHash: string | undefined;

/** The VIP label part A's accounts seed gives a user (`club_label`, e.g. "VIP 3"), if any. */
function clubLabelsOf(db: Db): Map<number, string> {
  const columns = statement<[], { name: string }>(db, 'PRAGMA table_info(users)').all();
  if (!columns.some((c) => c.name === 'club_label')) return new Map();
  const rows = statement<[], { id: number; club_label: string }>(
    db,
    'SELECT id, club_label FROM users WHERE club_label IS NOT NULL',
  ).all();
  return new Map(rows.map((r) => [r.id, r.club_label]));
}

/** A total turnover (centavos) inside the band of the user's VIP label, else a random one. */
function seededTurnoverCents(rnd: SeededRandom, label: string | undefined, agent: boolean): number {
  const rank = VIP_RANKS.findIndex((r) => r.name === label);
  const band = VIP_RANKS[rank];
  if (band) {
    const top = VIP_RANKS[rank + 1]?.turnover ?? band.turnover * 2;
    return Math.round((band.turnover + (top - band.turnover) * (0.3 + rnd.next() * 0.5)) * 100);
  }
  return rnd.int(agent ? 200 : 20, agent ? 3_000 : 800) * 100_000;
}

interface SeedUser {
  id: number;
  username: string;
  type: number;
  created_at: number;
}

interface PlayableGame {
  node_id: string;
  name: string;
  min_bet_cents: number;
}

type Event =
  | { at: number; kind: 'DEPOSIT'; cents: number; channel: string }
  | { at: number; kind: 'BET'; cents: number; game: PlayableGame }
  | { at: number; kind: 'WITHDRAW'; cents: number };

/**
 * Seeds each user's member data: wallet and 30 days of history (deposits, bets with wins, a
 * withdrawal), payment password, VIP turnover, favourites, recent games, invite code, rewards and
 * the last two days of sign-in. Each user's data depends only on their username, so adding users
 * changes nobody else's.
 */
export function seedMemberData(db: Db, users: readonly SeedUser[], now: number): void {
  if (users.length === 0) return;
  const games = statement<[], PlayableGame>(
    db,
    `SELECT node_id, name, min_bet_cents FROM games
      WHERE lobby = 0 AND game_type IN ('RNG', 'LIVE', 'PVP', 'FISH') ORDER BY id`,
  ).all();
  const payHash = (paymentHash ??= hashSecretSync(DEMO_PAYMENT_PASSWORD));
  const clubLabels = clubLabelsOf(db);
  const insertWallet = command<[number, number, number]>(
    db,
    'INSERT INTO wallets (user_id, balance_cents, updated_at) VALUES (?, ?, ?)',
  );
  const insertTx = command<
    [number, string, number, number, string, string | null, string | null, number]
  >(
    db,
    `INSERT INTO transactions (user_id, type, amount_cents, balance_after_cents, status, channel, remark, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertBet = command<[number, string, number, number, number]>(
    db,
    'INSERT INTO bets (user_id, node_id, stake_cents, win_cents, placed_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertPaymentPassword = command<[number, string, number]>(
    db,
    'INSERT INTO payment_passwords (user_id, password_hash, updated_at) VALUES (?, ?, ?)',
  );
  const insertTurnover = command<[number, number, number]>(
    db,
    'INSERT INTO rank_turnover (user_id, base_turnover_cents, month_turnover_cents) VALUES (?, ?, ?)',
  );
  const insertFavourite = command<[number, string, number]>(
    db,
    'INSERT INTO favourite_games (user_id, node_id, created_at) VALUES (?, ?, ?)',
  );
  const insertRecent = command<[number, string, number]>(
    db,
    'INSERT INTO recent_games (user_id, node_id, played_at) VALUES (?, ?, ?)',
  );
  const insertCode = command<[number, string]>(
    db,
    'INSERT INTO invite_codes (user_id, code) VALUES (?, ?)',
  );
  const insertReward = command<
    [number, string, string, number, string, number, number | null, number | null]
  >(
    db,
    `INSERT INTO rewards (user_id, title, description, amount_cents, source, created_at, expires_at, claimed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertSignIn = command<[number, string, number, number]>(
    db,
    'INSERT INTO sign_ins (user_id, day, streak, reward_cents) VALUES (?, ?, ?, ?)',
  );

  for (const user of users) {
    const rnd = seededRandom(hashText(user.username));
    insertCode.run(user.id, uniqueInviteCode(db, rnd));
    if (isTrial(user.type)) {
      insertWallet.run(user.id, TRIAL_START_CENTS, now);
      continue;
    }

    // History: deposits first in each stretch, then play; the ledger is replayed in time order.
    const events: Event[] = [];
    const deposits = rnd.int(2, 5);
    for (let i = 0; i < deposits; i++)
      events.push({
        at: now - rnd.int(1, 30) * DAY - rnd.int(0, 23) * HOUR,
        kind: 'DEPOSIT',
        cents: rnd.int(5, 100) * 10_000,
        channel: rnd.pick(['GCASH', 'MAYA', 'BANK']),
      });
    // History starts with a deposit, and never before the account existed.
    const opened = Math.min(now, Math.max(now - 31 * DAY, user.created_at + 60_000));
    events.push({
      at: opened,
      kind: 'DEPOSIT',
      cents: rnd.int(10, 50) * 10_000,
      channel: 'GCASH',
    });
    const bets = rnd.int(12, 40);
    for (let i = 0; i < bets; i++) {
      const game = rnd.pick(games);
      events.push({
        at: now - rnd.int(0, 29) * DAY - rnd.int(1, 23) * HOUR,
        kind: 'BET',
        cents: Math.max(game.min_bet_cents, rnd.pick([1_000, 2_000, 5_000, 10_000, 20_000])),
        game,
      });
    }
    if (rnd.chance(0.5))
      events.push({
        at: now - rnd.int(1, 10) * DAY,
        kind: 'WITHDRAW',
        cents: rnd.int(5, 20) * 10_000,
      });
    const history = events.filter((e) => e.at >= opened && e.at <= now).sort((a, b) => a.at - b.at);

    let balance = 0;
    for (const e of history) {
      if (e.kind === 'DEPOSIT') {
        balance += e.cents;
        insertTx.run(user.id, 'DEPOSIT', e.cents, balance, 'SUCCESS', e.channel, null, e.at);
      } else if (e.kind === 'WITHDRAW') {
        if (e.cents > balance) continue;
        balance -= e.cents;
        insertTx.run(user.id, 'WITHDRAW', -e.cents, balance, 'SUCCESS', 'GCASH', null, e.at);
      } else {
        if (e.cents > balance) continue;
        const win = winFor(rnd, e.cents);
        insertBet.run(user.id, e.game.node_id, e.cents, win, e.at);
        balance -= e.cents;
        insertTx.run(user.id, 'BET', -e.cents, balance, 'SUCCESS', null, e.game.name, e.at);
        if (win > 0) {
          balance += win;
          insertTx.run(user.id, 'WIN', win, balance, 'SUCCESS', null, e.game.name, e.at + 1);
        }
      }
    }
    insertWallet.run(user.id, balance, now);
    insertPaymentPassword.run(user.id, payHash, now);
    insertTurnover.run(
      user.id,
      seededTurnoverCents(rnd, clubLabels.get(user.id), isAgent(user.type)),
      rnd.int(5, 100) * 100_000,
    );

    rnd
      .sample(games, rnd.int(3, 6))
      .forEach((g, i) => insertFavourite.run(user.id, g.node_id, now - (i + 1) * DAY));
    rnd
      .sample(games, rnd.int(4, 8))
      .forEach((g, i) => insertRecent.run(user.id, g.node_id, now - (i + 1) * 5 * HOUR));

    const rewards: [string, string, number, string, number, number | null, number | null][] = [
      [
        'Weekly rebate',
        'Rebate on last week’s slot turnover',
        rnd.int(50, 400) * 100,
        'REBATE',
        1,
        now + 6 * DAY,
        null,
      ],
      [
        'VIP birthday gift',
        'A gift from your VIP host',
        rnd.int(5, 20) * 10_000,
        'VIP',
        2,
        now + 2 * DAY,
        null,
      ],
      ['Weekend fiesta bonus', 'Play 3 days in a row', 18_800, 'EVENT', 3, now + 10 * DAY, null],
      ['Daily mission', 'Played 20 rounds', 2_000, 'EVENT', 6, null, now - 5 * DAY],
      [
        'Weekly rebate',
        'Rebate on slot turnover',
        rnd.int(50, 400) * 100,
        'REBATE',
        8,
        null,
        now - 7 * DAY,
      ],
      ['Fiesta free bonus', 'Expired bonus', 8_800, 'EVENT', 20, now - 5 * DAY, null],
    ];
    for (const [title, description, cents, source, daysAgo, expiresAt, claimedAt] of rewards)
      insertReward.run(
        user.id,
        title,
        description,
        cents,
        source,
        now - daysAgo * DAY,
        expiresAt,
        claimedAt,
      );

    const today = operatorDayOf(now);
    insertSignIn.run(user.id, addDays(today, -2), 1, 500);
    insertSignIn.run(user.id, addDays(today, -1), 2, 1_000);
  }
}
