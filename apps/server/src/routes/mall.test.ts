import { describe, expect, it } from 'vitest';
import {
  mallErrorCodes,
  mallItems,
  mallPoints,
  mallRedemptions,
  redeemMallItem,
} from '@playdeck/contract';
import { addTestMember, refusal, serverForFile } from '../testing/harness';

const s = serverForFile();

/** Records bets of `stakePesos` in total for a member, as demo game rounds do. */
function recordBets(userId: number, stakePesos: number) {
  const node = s.db.prepare('SELECT node_id FROM games LIMIT 1').pluck().get() as string;
  s.db
    .prepare(
      'INSERT INTO bets (user_id, node_id, stake_cents, win_cents, placed_at) VALUES (?, ?, ?, 0, ?)',
    )
    .run(userId, node, stakePesos * 100, Date.now());
}

async function itemByName(name: string) {
  const { list } = await s.client().call(mallItems, {});
  const item = list.find((i) => i.name === name);
  if (!item) throw new Error(`no ${name}`);
  return item;
}

describe('catalogue', () => {
  it('lists the seeded items cheapest first, with stock where it is limited', async () => {
    const { list } = await s.client().call(mallItems, {});
    expect(list.length).toBeGreaterThanOrEqual(6);
    const costs = list.map((i) => i.cost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(list.some((i) => i.stock === null)).toBe(true);
    expect(list.some((i) => i.stock === 0)).toBe(true);
  });
});

describe('points', () => {
  it('start at 0 and grow by one for every ₱10 staked', async () => {
    const m = addTestMember(s.db);
    expect(await s.client(m.token).call(mallPoints, {})).toEqual({
      points: 0,
      earned: 0,
      spent: 0,
      pesosPerPoint: 10,
    });
    recordBets(m.id, 1_234);
    expect((await s.client(m.token).call(mallPoints, {})).points).toBe(123);
  });

  it('need a session', async () => {
    const e = await refusal(s.client().call(mallPoints, {}));
    expect(e.status).toBe(401);
  });
});

describe('redeem', () => {
  it('spends the points, lowers the stock and lands in the history', async () => {
    const m = addTestMember(s.db);
    recordBets(m.id, 10_000);
    const cap = await itemByName('Playdeck cap');
    const r = await s.client(m.token).call(redeemMallItem, { itemId: cap.id, quantity: 2 });
    expect(r).toMatchObject({ itemName: 'Playdeck cap', quantity: 2, spent: 1_000, points: 0 });
    expect(await s.client(m.token).call(mallPoints, {})).toMatchObject({
      earned: 1_000,
      spent: 1_000,
      points: 0,
    });
    expect((await itemByName('Playdeck cap')).stock).toBe((cap.stock ?? 0) - 2);
    const history = await s.client(m.token).call(mallRedemptions, {});
    expect(history.totalCount).toBe(1);
    expect(history.list[0]).toMatchObject({ itemName: 'Playdeck cap', quantity: 2, spent: 1_000 });
  });

  it('refuses what the points do not cover and spends nothing', async () => {
    const m = addTestMember(s.db);
    recordBets(m.id, 500);
    const cap = await itemByName('Playdeck cap');
    const e = await refusal(s.client(m.token).call(redeemMallItem, { itemId: cap.id }));
    expect(e.errorCode).toBe(mallErrorCodes.notEnoughPoints);
    expect(e.message).toBe('You need 500 points; you have 50');
    expect((await s.client(m.token).call(mallPoints, {})).points).toBe(50);
    expect((await s.client(m.token).call(mallRedemptions, {})).totalCount).toBe(0);
  });

  it('refuses an item out of stock, and one that does not exist', async () => {
    const m = addTestMember(s.db);
    recordBets(m.id, 1_000_000);
    const phone = await itemByName('Smartphone');
    const e = await refusal(s.client(m.token).call(redeemMallItem, { itemId: phone.id }));
    expect(e.errorCode).toBe(mallErrorCodes.outOfStock);
    const missing = await refusal(s.client(m.token).call(redeemMallItem, { itemId: 999_999 }));
    expect(missing.errorCode).toBe(mallErrorCodes.itemNotFound);
  });

  it('never lets racing redemptions take the points below zero', async () => {
    const m = addTestMember(s.db);
    recordBets(m.id, 600);
    const bonus = await itemByName('₱50 bonus credit');
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => s.client(m.token).call(redeemMallItem, { itemId: bonus.id })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await s.client(m.token).call(mallPoints, {})).points).toBe(0);
  });

  it('is refused to a trial account', async () => {
    const m = addTestMember(s.db, { type: 4 });
    const bonus = await itemByName('₱50 bonus credit');
    const e = await refusal(s.client(m.token).call(redeemMallItem, { itemId: bonus.id }));
    expect(e.status).toBe(403);
    expect(e.errorCode).toBe('free_reject');
  });

  it('answers bad input with a 400 naming the field, never a 500', async () => {
    const m = addTestMember(s.db);
    for (const body of [
      { itemId: 'abc' },
      { itemId: 1, quantity: 0 },
      { itemId: 1, quantity: 11 },
      {},
    ]) {
      const res = await fetch(`${s.base}/wps/mall/redeem`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          Merchant: 'playdeck',
          Authorization: m.token,
        },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(400);
      const json = (await res.json()) as { errorCode: string; message: string };
      expect(json.errorCode).toBe('request_param_err');
    }
  });
});
