import { describe, expect, it } from 'vitest';
import {
  gameLaunchParams,
  launchDecision,
  lotteryLaunchParams,
  lotteryPlayType,
  lotteryPrizeMode,
  offersFreePlay,
} from './launch';

describe('launchDecision', () => {
  it('sends visitors to log in, for real money and free play alike', () => {
    expect(launchDecision(null)).toBe('login');
    expect(launchDecision(undefined, { freePlay: true })).toBe('login');
  });

  it('lets every session launch for real money', () => {
    for (const type of [0, 1, 2, 4, 40, 5]) expect(launchDecision({ type })).toBe('launch');
  });

  it('allows free play only for types 0, 1 and 2', () => {
    for (const type of [0, 1, 2])
      expect(launchDecision({ type }, { freePlay: true })).toBe('launch');
    for (const type of [4, 40, 41, 7])
      expect(launchDecision({ type }, { freePlay: true })).toBe('free_reject');
  });
});

describe('offersFreePlay', () => {
  it('follows the game flags and never offers it on lottery', () => {
    expect(offersFreePlay({ supportPlay: 1, gameType: 'RNG' })).toBe(true);
    expect(offersFreePlay({ freeplay: 1, gameType: 'LIVE' })).toBe(true);
    expect(offersFreePlay({ supportPlay: 0, freeplay: 0, gameType: 'RNG' })).toBe(false);
    expect(offersFreePlay({ supportPlay: 1, gameType: 'LOTT' })).toBe(false);
  });
});

describe('lotteryPrizeMode', () => {
  it('is Elott when the Vietnam lotto sits under ELOTT', () => {
    expect(lotteryPrizeMode({ LOTT: { TCG: [] }, ELOTT: { VNLOTTO: [] } })).toBe('Elott');
  });
  it('is Elott when a LOTT vendor is also listed under ELOTT', () => {
    expect(lotteryPrizeMode({ LOTT: { TCG: [] }, ELOTT: { TCG: [] } })).toBe('Elott');
  });
  it('is Lott otherwise', () => {
    expect(lotteryPrizeMode({ LOTT: { TCG: [] } })).toBe('Lott');
    expect(lotteryPrizeMode({ LOTT: { TCG: [] }, ELOTT: { OTHER: [] } })).toBe('Lott');
  });
  it('is the default, Elott, while the mapping is unknown', () => {
    expect(lotteryPrizeMode(undefined)).toBe('Elott');
  });
});

describe('lotteryPlayType', () => {
  it('uses the play type asked for when the game has it, else its first, else tradition', () => {
    expect(lotteryPlayType(['trad', 'ent'], 'ent')).toBe('ent');
    expect(lotteryPlayType(['trad'], 'ent')).toBe('trad');
    expect(lotteryPlayType(['ent'])).toBe('ent');
    expect(lotteryPlayType([])).toBe('trad');
  });
});

describe('launch parameters', () => {
  it('launch a vendor game for real money unless free play is asked', () => {
    const game = { nodeId: '20001', gameId: '1', vassalage: 'PG', gameType: 'RNG' };
    expect(gameLaunchParams(game)).toMatchObject({
      launchMode: 'GLS',
      nodeId: '20001',
      accountType: 1,
      vendor: 'PG',
    });
    expect(gameLaunchParams(game, { freePlay: true }).accountType).toBe(0);
  });

  it('launch a lottery game with its prize mode and play type', () => {
    expect(
      lotteryLaunchParams({
        vendor: 'TCG',
        gameCode: 'TCG_PH_6_42',
        prizeMode: 'Elott',
        playType: 'trad',
      }),
    ).toMatchObject({
      launchMode: 'LOTT',
      vendor: 'TCG',
      lottoGameCode: 'TCG_PH_6_42',
      lottoPrizeMode: 'Elott',
      playType: 'trad',
    });
  });
});
