import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cancelLotterySubOrders,
  lotteryDrawInfo,
  lotteryOrderDetail,
  lotteryOrders,
  popularLotteries,
  transactionRecords,
  vnLotteryResults,
  walletBalance,
} from '@playdeck/contract';
import { refusal, serverForFile } from '../testing/harness';

const s = serverForFile();
const visitor = () => s.client();

/** A live session for a seeded user. */
function sessionOf(username: string): string {
  const id = s.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(username);
  const token = randomBytes(24).toString('hex');
  s.db
    .prepare('INSERT INTO sessions (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .run(token, id, Date.now(), Date.now() + 3_600_000);
  return token;
}

describe('draw information and results', () => {
  it('answers the open draw and the latest results, without an envelope', async () => {
    const raw = (await fetch(`${s.base}/lotto/lgw/games/opened/numero?gameCode=TCG_PH_6_42`, {
      headers: { Merchant: 'playdeck' },
    }).then((r) => r.json())) as Record<string, unknown>;
    expect(raw).not.toHaveProperty('success');
    expect(raw).toHaveProperty('numero');
    const info = await visitor().call(lotteryDrawInfo, { gameCode: 'TCG_PH_6_42' });
    expect(info.drawAt).toBeGreaterThan(info.serverTime);
    expect(info.closeAt).toBe(info.drawAt - 15 * 60_000);
    expect(info.numero).toMatch(/^\d{8}$/);
    expect(info.results).toHaveLength(10);
    expect(info.results[0]?.numbers).toHaveLength(6);
    expect(info.results[0]!.drawAt).toBeGreaterThan(info.results[1]!.drawAt);
    const fast = await visitor().call(lotteryDrawInfo, { gameCode: 'TCG_FAST_1M' });
    expect(fast.numero).toMatch(/^\d{8}-\d{4}$/);
    expect(fast.drawAt - fast.closeAt).toBe(10_000);
  });

  it('refuses an unknown lottery with HTTP 404', async () => {
    const e = await refusal(visitor().call(lotteryDrawInfo, { gameCode: 'NOPE' }));
    expect(e).toMatchObject({ status: 404, errorCode: 'game.not.found' });
  });

  it('gives a Vietnamese lottery its prize tiers per draw', async () => {
    const r = await visitor().call(vnLotteryResults, { gameCode: 'VN_HANOI' });
    expect(r).toMatchObject({ gameName: 'Ha Noi Lottery', region: 'NORTH' });
    expect(r.draws).toHaveLength(7);
    expect(r.draws[0]?.prizes.map((p) => p.tier)).toEqual([
      'DB',
      'G1',
      'G2',
      'G3',
      'G4',
      'G5',
      'G6',
      'G7',
    ]);
    // Ha Noi draws on Mondays and Thursdays.
    for (const d of r.draws)
      expect([1, 4]).toContain(new Date(`${d.drawDate}T12:00:00Z`).getUTCDay());
  });

  it('lists the most played lotteries, most played first', async () => {
    const { list } = await visitor().call(popularLotteries, {});
    expect(list.length).toBeGreaterThan(3);
    const players = list.map((l) => l.players);
    expect([...players].sort((a, b) => b - a)).toEqual(players);
  });
});

describe('lottery orders', () => {
  it('lists a member’s orders, settles drawn ones and cancels draws to come', async () => {
    const token = sessionOf('player00');
    const api = s.client(token);
    const { list } = await api.call(lotteryOrders, {});
    expect(list.length).toBe(3);
    const past = list.find((o) => o.gameCode === 'TCG_PH_6_45');
    expect(['WON', 'LOST']).toContain(past?.status);
    const open = list.find((o) => o.gameCode === 'TCG_PH_6_42');
    expect(open?.status).toBe('PENDING');

    const detail = await api.call(lotteryOrderDetail, { orderId: open?.orderId ?? '' });
    expect(detail.subOrders).toHaveLength(3);
    const last = detail.subOrders.at(-1);
    expect(last).toMatchObject({ status: 'PENDING', cancellable: true, result: null });
    const settled = await api.call(lotteryOrderDetail, { orderId: past?.orderId ?? '' });
    expect(settled.subOrders[0]?.result).toHaveLength(6);

    const before = (await api.call(walletBalance, { typeId: 0 })).balance[0]?.availBalance ?? 0;
    const r = await api.call(cancelLotterySubOrders, {
      orderId: open?.orderId ?? '',
      subOrderIds: [last?.subOrderId ?? ''],
    });
    expect(r).toMatchObject({ cancelled: [last?.subOrderId], refunded: 20 });
    expect(r.balance).toBeCloseTo(before + 20, 2);
    const again = await refusal(
      api.call(cancelLotterySubOrders, {
        orderId: open?.orderId ?? '',
        subOrderIds: [last?.subOrderId ?? ''],
      }),
    );
    expect(again).toMatchObject({ status: 409, errorCode: 'suborder.not.cancellable' });
    const drawn = await refusal(
      api.call(cancelLotterySubOrders, {
        orderId: past?.orderId ?? '',
        subOrderIds: [settled.subOrders[0]?.subOrderId ?? ''],
      }),
    );
    expect(drawn.errorCode).toBe('suborder.not.cancellable');
    const records = await api.call(transactionRecords, { type: 'BET' });
    expect(records.list[0]?.amount).toBe(20);
  });

  it('keeps a member’s orders to themselves', async () => {
    const mine = await s.client(sessionOf('player00')).call(lotteryOrders, {});
    const e = await refusal(
      s.client(sessionOf('player01')).call(lotteryOrderDetail, {
        orderId: mine.list[0]?.orderId ?? '',
      }),
    );
    expect(e).toMatchObject({ status: 404, errorCode: 'order.not.found' });
    expect((await refusal(visitor().call(lotteryOrders, {}))).status).toBe(401);
  });
});
