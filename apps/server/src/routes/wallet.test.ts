import { describe, expect, it } from 'vitest';
import {
  betRecords,
  createDeposit,
  depositChannels,
  gameList,
  launchGame,
  merchantWallet,
  profitAndLoss,
  rankProgress,
  rewardList,
  securityInfo,
  setPaymentPassword,
  transactionRecords,
  transactionTypes,
  walletBalance,
  walletTransfer,
  withdraw,
  withdrawalInfo,
} from '@playdeck/contract';
import { writeSettings } from '../settings';
import { addDays, operatorDayOf } from '@playdeck/domain';
import { addTestMember, refusal, serverForFile } from '../testing/harness';

const s = serverForFile();

const balanceOf = async (token: string) =>
  (await s.client(token).call(walletBalance, { typeId: 0 })).sumBalance;

/** Plays one real-money round of a cheap game on the demo page. */
async function playRound(token: string, stake = 1) {
  const game = (await s.client().call(gameList, { gameType: 'RNG', minBet: 0.01, pageSize: 1 }))
    .games[0];
  if (!game) throw new Error('no game');
  const { content } = await s
    .client(token)
    .call(launchGame, { launchMode: 'GLS', nodeId: game.nodeId });
  const ticket = new URL(content.game_url, s.base).searchParams.get('ticket');
  const res = await fetch(`${s.base}/demo/api/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ticket, stake }),
  });
  return ((await res.json()) as { value: { win: number; balance: number } }).value;
}

describe('seeded wallets', () => {
  it('every seeded user has a wallet whose balance is the end of their ledger', () => {
    const missing = s.db
      .prepare(
        'SELECT COUNT(*) FROM users u LEFT JOIN wallets w ON w.user_id = u.id WHERE w.user_id IS NULL',
      )
      .pluck()
      .get();
    expect(missing).toBe(0);
    const mismatched = s.db
      .prepare(
        `SELECT COUNT(*) FROM wallets w
          WHERE EXISTS (SELECT 1 FROM transactions t WHERE t.user_id = w.user_id)
            AND w.balance_cents != (SELECT t.balance_after_cents FROM transactions t
                                     WHERE t.user_id = w.user_id ORDER BY t.created_at DESC, t.id DESC LIMIT 1)`,
      )
      .pluck()
      .get();
    expect(mismatched).toBe(0);
  });
});

describe('balance', () => {
  it('answers the main wallet in pesos for a member registered later (lazily, from zero)', async () => {
    const m = addTestMember(s.db);
    const w = await s.client(m.token).call(walletBalance, { typeId: 0 });
    expect(w).toMatchObject({ sumBalance: 0, currency: 'PHP', currencySymbol: '₱' });
    expect(w.balance[0]).toEqual({
      accountTypeId: 2,
      accountTypeName: 'Main wallet',
      availBalance: 0,
    });
    // The demo merchant has vendor wallets: each empty until money is moved in.
    expect(w.balance.slice(1).every((v) => v.availBalance === 0)).toBe(true);
  });

  it('gives a trial account ₱2,000 of trial credit', async () => {
    const trial = addTestMember(s.db, { type: 4 });
    expect(await balanceOf(trial.token)).toBe(2000);
  });

  it('needs a session', async () => {
    expect((await refusal(s.client().call(walletBalance, {}))).status).toBe(401);
  });
});

describe('rank progress', () => {
  it('counts turnover toward the next rank, and bets move it', async () => {
    const m = addTestMember(s.db, { balance: 100 });
    s.db
      .prepare(
        'INSERT INTO rank_turnover (user_id, base_turnover_cents, month_turnover_cents) VALUES (?, ?, 0)',
      )
      .run(m.id, 6_000_000);
    const before = await s.client(m.token).call(rankProgress, {});
    expect(before).toMatchObject({
      playerRankName: 'VIP 2',
      nextRankName: 'VIP 3',
      currentProgress: { completedConditions: 60_000, totalExpectedConditions: 200_000 },
      playerRankProgress: { labelId: '2' },
    });
    await playRound(m.token, 5);
    const after = await s.client(m.token).call(rankProgress, {});
    expect(after.currentProgress.completedConditions).toBe(60_005);
    expect(after.monthlyTurnover?.actual).toBe(5);
  });

  it('gives a trial account no rank label', async () => {
    const trial = addTestMember(s.db, { type: 4 });
    const r = await s.client(trial.token).call(rankProgress, {});
    expect(r.playerRankProgress.labelId ?? null).toBeNull();
  });
});

describe('deposit', () => {
  it('lists channels with their limits and the 25% bonus', async () => {
    const m = addTestMember(s.db);
    const c = await s.client(m.token).call(depositChannels, {});
    expect(c.list.map((x) => x.code)).toEqual(['GCASH', 'MAYA', 'QRPH', 'BANK']);
    expect(c.list[0]).toMatchObject({ name: 'GCash', minAmount: 100, maxAmount: 50_000 });
    expect(c.bonusPercent).toBe(25);
  });

  it('moves the wallet at once, records the transaction and gives a first-deposit bonus once', async () => {
    const m = addTestMember(s.db);
    const api = s.client(m.token);
    const r = await api.call(createDeposit, { channelCode: 'GCASH', amount: 1000 });
    expect(r).toMatchObject({ amount: 1000, status: 'SUCCESS', balance: 1000 });
    await api.call(createDeposit, { channelCode: 'maya', amount: '250.50' });
    expect(await balanceOf(m.token)).toBe(1250.5);
    const records = await api.call(transactionRecords, { type: 'DEPOSIT' });
    expect(records.list.map((t) => t.amount)).toEqual([250.5, 1000]);
    const rewards = await api.call(rewardList, { status: 'AVAILABLE' });
    expect(rewards.list).toHaveLength(1);
    expect(rewards.list[0]).toMatchObject({ amount: 250, title: 'First deposit bonus 25%' });
  });

  it('refuses amounts outside the channel’s limits, leaving the balance as it was', async () => {
    const m = addTestMember(s.db, { balance: 10 });
    const api = s.client(m.token);
    const low = await refusal(api.call(createDeposit, { channelCode: 'BANK', amount: 499.99 }));
    expect(low).toMatchObject({
      errorCode: 'amount.out.of.range',
      value: { min: 500, max: 500_000 },
    });
    expect(low.message).toContain('₱500');
    const high = await refusal(
      api.call(createDeposit, { channelCode: 'GCASH', amount: 50_000.01 }),
    );
    expect(high.errorCode).toBe('amount.out.of.range');
    const channel = await refusal(api.call(createDeposit, { channelCode: 'PAYPAL', amount: 500 }));
    expect(channel.errorCode).toBe('deposit.channel.not.found');
    expect(await balanceOf(m.token)).toBe(10);
  });

  it('is for member types 0, 1 and 2 only', async () => {
    for (const type of [4, 40, 41, 42]) {
      const m = addTestMember(s.db, { type });
      const e = await refusal(
        s.client(m.token).call(createDeposit, { channelCode: 'GCASH', amount: 500 }),
      );
      expect(e).toMatchObject({ errorCode: 'free_reject', status: 403 });
    }
    const agentMember = addTestMember(s.db, { type: 2 });
    await expect(
      s.client(agentMember.token).call(createDeposit, { channelCode: 'GCASH', amount: 500 }),
    ).resolves.toMatchObject({ balance: 500 });
  });
});

describe('withdrawal', () => {
  it('needs a payment password, then never takes more than the balance', async () => {
    const m = addTestMember(s.db, { balance: 1500 });
    const api = s.client(m.token);
    expect((await api.call(withdrawalInfo, {})).paymentPasswordSet).toBe(false);
    const order = {
      amount: 200,
      paymentPassword: '135790',
      channelCode: 'GCASH' as const,
      accountName: 'Juan Dela Cruz',
      accountNumber: '09171234567',
    };
    expect((await refusal(api.call(withdraw, order))).errorCode).toBe('payment.password.not.set');

    await api.call(setPaymentPassword, {
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    const info = await api.call(withdrawalInfo, {});
    expect(info).toMatchObject({
      paymentPasswordSet: true,
      availableBalance: 1500,
      minAmount: 100,
    });

    const wrong = await refusal(api.call(withdraw, { ...order, paymentPassword: '000000' }));
    expect(wrong.errorCode).toBe('payment.password.wrong');
    const tooMuch = await refusal(api.call(withdraw, { ...order, amount: 1500.01 }));
    expect(tooMuch).toMatchObject({ errorCode: 'balance.insufficient', value: { balance: 1500 } });
    const tooLittle = await refusal(api.call(withdraw, { ...order, amount: 99 }));
    expect(tooLittle.errorCode).toBe('amount.out.of.range');
    expect(await balanceOf(m.token)).toBe(1500);

    const done = await api.call(withdraw, { ...order, amount: 1500 });
    expect(done).toMatchObject({ amount: 1500, status: 'PENDING', balance: 0 });
    expect(await balanceOf(m.token)).toBe(0);
    const tx = (await api.call(transactionRecords, { type: 'WITHDRAW' })).list[0];
    expect(tx).toMatchObject({ amount: -1500, status: 'PENDING', balanceAfter: 0 });
    expect(tx?.remark).toBe('GCash 0917****567');
    expect(tx?.remark).not.toContain('09171234567');
  });

  it('changes the payment password only with the current one', async () => {
    const m = addTestMember(s.db);
    const api = s.client(m.token);
    await api.call(setPaymentPassword, {
      newPaymentPassword: '111111',
      confirmPaymentPassword: '111111',
    });
    const e = await refusal(
      api.call(setPaymentPassword, {
        oldPaymentPassword: '999999',
        newPaymentPassword: '222222',
        confirmPaymentPassword: '222222',
      }),
    );
    expect(e.errorCode).toBe('payment.password.wrong');
    await api.call(setPaymentPassword, {
      oldPaymentPassword: '111111',
      newPaymentPassword: '222222',
      confirmPaymentPassword: '222222',
    });
  });

  it('refuses trial accounts', async () => {
    const trial = addTestMember(s.db, { type: 4 });
    const e = await refusal(
      s.client(trial.token).call(withdraw, {
        amount: 100,
        paymentPassword: '123456',
        channelCode: 'BANK',
        accountName: 'Trial',
        accountNumber: '1234567890',
      }),
    );
    expect(e.errorCode).toBe('free_reject');
  });
});

describe('records', () => {
  it('filters transactions by date range and type', async () => {
    const m = addTestMember(s.db);
    const api = s.client(m.token);
    await api.call(createDeposit, { channelCode: 'GCASH', amount: 300 });
    const today = operatorDayOf(Date.now());
    const yesterday = addDays(today, -1);
    const inRange = await api.call(transactionRecords, { startDate: today, endDate: today });
    expect(inRange.list.map((t) => t.type)).toEqual(['DEPOSIT']);
    expect(inRange.list[0]?.username).toBe(m.username);
    const before = await api.call(transactionRecords, { startDate: yesterday, endDate: yesterday });
    expect(before.totalCount).toBe(0);
    const bets = await api.call(transactionRecords, { type: 'BET' });
    expect(bets.totalCount).toBe(0);
    const backwards = await refusal(
      api.call(transactionRecords, { startDate: today, endDate: yesterday }),
    );
    expect(backwards).toMatchObject({ status: 400, errorCode: 'request_param_err' });
  });

  it('keeps the agent view (types=A) for agents', async () => {
    const m = addTestMember(s.db);
    const e = await refusal(s.client(m.token).call(transactionRecords, { types: 'A' }));
    expect(e).toMatchObject({ status: 403, errorCode: 'function.not.available' });
  });

  it('names the transaction types', async () => {
    const m = addTestMember(s.db);
    const types = await s.client(m.token).call(transactionTypes, {});
    expect(types).toContainEqual({ code: 'WITHDRAW', name: 'Withdrawal' });
  });

  it('lists bets played on the demo pages with a summary, and profit and loss', async () => {
    const m = addTestMember(s.db, { balance: 20 });
    const api = s.client(m.token);
    const a = await playRound(m.token, 1);
    const b = await playRound(m.token, 2);
    const record = await api.call(betRecords, {});
    expect(record.totalCount).toBe(2);
    expect(record.list.map((x) => x.stake)).toEqual([2, 1]);
    expect(record.summary).toMatchObject({ betCount: 2, stake: 3 });
    expect(record.summary.win).toBeCloseTo(a.win + b.win, 2);
    const live = await api.call(betRecords, { gameType: 'LIVE' });
    expect(live.totalCount).toBe(0);

    const pnl = await api.call(profitAndLoss, {});
    expect(pnl).toMatchObject({ bet: 3, deposit: 0, withdrawal: 0 });
    expect(pnl.profit).toBeCloseTo(a.win + b.win - 3, 2);
    expect(pnl.byGameType.map((x) => x.gameType)).toEqual(['RNG']);
  });
});

describe('security centre', () => {
  it('tells what is bound, masked', async () => {
    const m = addTestMember(s.db);
    s.db
      .prepare('UPDATE users SET mobile = ?, email = ? WHERE id = ?')
      .run('9179990001', 'juan@example.com', m.id);
    const info = await s.client(m.token).call(securityInfo, {});
    expect(info).toEqual({
      loginPasswordSet: true,
      mobileBound: true,
      mobile: '917****001',
      emailBound: true,
      email: 'ju***@example.com',
      paymentPasswordSet: false,
    });
  });
});

describe('wallet transfer (a merchant with vendor wallets)', () => {
  it('lists the main wallet and a wallet per vendor, and moves money both ways', async () => {
    const m = addTestMember(s.db, { balance: 300 });
    const api = s.client(m.token);
    expect(await api.call(merchantWallet, {})).toEqual({ isSingle: false });
    const before = await api.call(walletBalance, { typeId: 0 });
    expect(before.balance[0]).toMatchObject({ accountTypeId: 2, availBalance: 300 });
    const pg = before.balance.find((w) => w.accountTypeName === 'PG Soft');
    expect(pg).toMatchObject({ availBalance: 0 });
    expect(before.balance.some((w) => w.accountTypeName === 'TCG Lotto')).toBe(false);

    await api.call(walletTransfer, {
      fromAccountTypeId: 2,
      toAccountTypeId: pg?.accountTypeId ?? 0,
      amount: 120.5,
    });
    const after = await api.call(walletBalance, { typeId: 0 });
    expect(after.balance[0]?.availBalance).toBe(179.5);
    expect(after.balance.find((w) => w.accountTypeId === pg?.accountTypeId)?.availBalance).toBe(
      120.5,
    );
    expect(after.sumBalance).toBe(300);
    await api.call(walletTransfer, {
      fromAccountTypeId: pg?.accountTypeId ?? 0,
      toAccountTypeId: 2,
      amount: '20.5',
    });
    const back = await api.call(walletBalance, { typeId: 0 });
    expect(back.balance[0]?.availBalance).toBe(200);
    const records = await api.call(transactionRecords, { type: 'TRANSFER' });
    expect(records.list.map((r) => r.amount)).toEqual([20.5, -120.5]);
  });

  it('refuses more than the source holds, two vendor wallets and unknown wallets', async () => {
    const m = addTestMember(s.db, { balance: 50 });
    const api = s.client(m.token);
    const [, a, b] = (await api.call(walletBalance, { typeId: 0 })).balance;
    const move = (from: number, to: number, amount: number) =>
      refusal(api.call(walletTransfer, { fromAccountTypeId: from, toAccountTypeId: to, amount }));
    expect((await move(2, a?.accountTypeId ?? 0, 50.01)).errorCode).toBe('balance.insufficient');
    expect((await move(a?.accountTypeId ?? 0, 2, 1)).errorCode).toBe('balance.insufficient');
    expect((await move(a?.accountTypeId ?? 0, b?.accountTypeId ?? 0, 1)).errorCode).toBe(
      'transfer.not.allowed',
    );
    expect((await move(2, 2, 1)).errorCode).toBe('transfer.not.allowed');
    expect((await move(2, 9999, 1)).errorCode).toBe('wallet.not.found');
    expect(await api.call(walletBalance, { typeId: 0 })).toMatchObject({ sumBalance: 50 });
  });

  it('has nothing to move for a single-wallet merchant, or a trial account', async () => {
    const trial = addTestMember(s.db, { type: 4 });
    expect(
      (
        await refusal(
          s.client(trial.token).call(walletTransfer, {
            fromAccountTypeId: 2,
            toAccountTypeId: 100,
            amount: 1,
          }),
        )
      ).errorCode,
    ).toBe('free_reject');
    writeSettings(s.db, { singleWallet: true });
    try {
      const m = addTestMember(s.db, { balance: 10 });
      const api = s.client(m.token);
      expect(await api.call(merchantWallet, {})).toEqual({ isSingle: true });
      expect((await api.call(walletBalance, { typeId: 0 })).balance).toHaveLength(1);
      const e = await refusal(
        api.call(walletTransfer, { fromAccountTypeId: 2, toAccountTypeId: 100, amount: 1 }),
      );
      expect(e.errorCode).toBe('transfer.not.allowed');
    } finally {
      writeSettings(s.db, { singleWallet: false });
    }
  });
});
