// Team betting and team profit and loss are two views of the same bets: for any range the
// betting summary and the P&L bet and win figures must agree, and both must match the ledger.
import { describe, expect, it } from 'vitest';
import { teamBetRecords, teamProfitAndLoss } from '@playdeck/contract';
import { addDays, operatorDayOf, recordRange, toCentavos } from '@playdeck/domain';
import { DEMO_PASSWORD } from '../seed/accounts';
import { teamScope } from '../store/scope';
import { serverForFile } from '../testing/harness';

// Noon in Manila: the seed (and so "yesterday") is the same on every run.
const NOW = Date.parse('2026-03-10T04:00:00Z');
const s = serverForFile({ now: () => NOW });

const today = operatorDayOf(NOW);
const RANGES = {
  yesterday: { startDate: addDays(today, -1), endDate: addDays(today, -1) },
  today: { startDate: today, endDate: today },
  last7Days: { startDate: addDays(today, -6), endDate: today },
};

async function signedInAgent41() {
  const b = s.browser();
  b.setToken((await b.api.login({ username: 'agent41', password: DEMO_PASSWORD })).token);
  return b.client;
}

/** What agent41's team staked in the range according to the wallet ledger (BET entries). */
function ledgerStakeCents(range: { startDate: string; endDate: string }): number {
  const agentId = s.db.prepare("SELECT id FROM users WHERE username = 'agent41'").pluck().get();
  const scope = teamScope(agentId as number, false);
  const r = recordRange(range, NOW);
  if (typeof r === 'string') throw new Error(r);
  return s.db
    .prepare(
      `${scope.cte} SELECT COALESCE(-SUM(amount_cents), 0) FROM transactions
        WHERE type = 'BET' AND user_id IN (SELECT id FROM scope) AND created_at >= ? AND created_at < ?`,
    )
    .pluck()
    .get(...scope.args, r.from, r.to) as number;
}

describe('team betting and team profit and loss for agent41', () => {
  for (const [name, range] of Object.entries(RANGES)) {
    it(`agree on ${name}'s bets, and match the ledger`, async () => {
      const client = await signedInAgent41();
      const bets = await client.call(teamBetRecords, {
        ...range,
        username: '',
        gameType: '',
        pageNo: 1,
        pageSize: 1,
      });
      const pnl = await client.call(teamProfitAndLoss, range);
      // The seeded team bets every day of the week.
      expect(bets.summary.betCount).toBeGreaterThan(0);
      expect(Number(pnl.bet)).toBe(Number(bets.summary.stake));
      expect(Number(pnl.win)).toBe(Number(bets.summary.win));
      expect(pnl.byGameType.reduce((n, g) => n + Number(g.bet), 0)).toBeCloseTo(
        Number(bets.summary.stake),
        2,
      );
      expect(ledgerStakeCents(range)).toBe(toCentavos(bets.summary.stake));
    });
  }
});
