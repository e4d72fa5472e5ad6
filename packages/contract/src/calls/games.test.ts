import { describe, expect, it } from 'vitest';
import { calls } from './index';
import { gameCalls, gameSchema, launchGame, winnerBoard } from './games';
import { promotionCalls } from './promotions';
import { walletCalls, withdraw } from './wallet';
import { agentCalls, registerDownline } from './agent';

const mine = { ...gameCalls, ...promotionCalls, ...walletCalls, ...agentCalls };

describe('the call table', () => {
  it('gives every call a unique name and a unique method + path', () => {
    const all = Object.values(calls);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    expect(new Set(all.map((c) => `${c.method} ${c.path}`)).size).toBe(all.length);
  });

  it('names each call by its table key', () => {
    for (const [key, def] of Object.entries(mine)) expect(def.id).toBe(key);
  });

  it('encrypts withdrawal and downline register, as the platform does', () => {
    expect(withdraw).toMatchObject({
      encrypted: true,
      method: 'POST',
      path: '/wps/transaction/withdraw',
    });
    expect(registerDownline).toMatchObject({
      encrypted: true,
      method: 'POST',
      path: '/wps/agent/downline',
    });
  });
});

describe('game answers', () => {
  it('accept a game as the platform sends it, with numeric ids and string amounts', () => {
    const game = gameSchema.parse({
      gameId: 123,
      nodeId: 20123,
      gameName: 'Golden Empire',
      gameType: 'RNG',
      vassalage: 'JL',
      minBet: '0.10',
      isHot: true,
      supportPlay: '1',
      defaultIcon: '/TCG_GAME_ICONS/default.png',
    });
    expect(game).toMatchObject({
      gameId: '123',
      nodeId: '20123',
      minBet: 0.1,
      isHot: 1,
      supportPlay: 1,
    });
  });

  it('refuse a winner entry without an amount', () => {
    const r = winnerBoard.response.safeParse({
      list: [{ vo: { customerName: 'ma***11', gameName: 'x' } }],
    });
    expect(r.success).toBe(false);
  });
});

describe('launch request', () => {
  it('needs a launch mode and defaults to real money', () => {
    expect(launchGame.request.safeParse({ nodeId: '1' }).success).toBe(false);
    expect(launchGame.request.parse({ launchMode: 'GLS', nodeId: '1' })).toMatchObject({
      accountType: 1,
    });
  });

  it('defaults a lottery launch to prize mode Elott and tradition play', () => {
    expect(
      launchGame.request.parse({ launchMode: 'LOTT', lottoGameCode: 'TCG_PH_6_42' }),
    ).toMatchObject({
      lottoPrizeMode: 'Elott',
      playType: 'trad',
    });
    expect(
      launchGame.request.safeParse({ launchMode: 'LOTT', lottoPrizeMode: 'Big' }).success,
    ).toBe(false);
  });
});

describe('withdrawal request', () => {
  const order = { amount: 100, paymentPassword: '123456', accountName: 'Juan Dela Cruz' };
  it('takes an 11-digit 09 number for e-wallets and 10 to 16 digits for banks', () => {
    expect(
      withdraw.request.safeParse({ ...order, channelCode: 'GCASH', accountNumber: '09171234567' })
        .success,
    ).toBe(true);
    expect(
      withdraw.request.safeParse({ ...order, channelCode: 'GCASH', accountNumber: '1234567890' })
        .success,
    ).toBe(false);
    expect(
      withdraw.request.safeParse({ ...order, channelCode: 'BANK', accountNumber: '1234567890' })
        .success,
    ).toBe(true);
  });
});
