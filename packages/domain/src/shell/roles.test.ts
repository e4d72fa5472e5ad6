import { describe, expect, it } from 'vitest';
import {
  canDeposit,
  canFreePlay,
  isAgent,
  isTrial,
  mayMakeMoneyCall,
  memberDisplayName,
  referralAvailable,
  roleOf,
  skipsContractCheck,
} from './roles';

describe('session types', () => {
  it('treats every type except 0, 4 and 40 as an agent', () => {
    expect([0, 4, 40].map(isAgent)).toEqual([false, false, false]);
    expect([1, 2, 41, 42, 3, 99].map(isAgent)).toEqual([true, true, true, true, true, true]);
  });

  it('never treats a missing session type as an agent', () => {
    expect(isAgent(undefined)).toBe(false);
    expect(isAgent(null)).toBe(false);
    expect(isAgent(Number.NaN)).toBe(false);
  });

  it('knows type 4 as the trial account', () => {
    expect(isTrial(4)).toBe(true);
    expect(isTrial(0)).toBe(false);
    expect(isTrial(undefined)).toBe(false);
  });

  it('lets only types 0, 1 and 2 deposit', () => {
    expect([0, 1, 2].map(canDeposit)).toEqual([true, true, true]);
    expect([4, 40, 41, 42, 3].map(canDeposit)).toEqual([false, false, false, false, false]);
    expect(canDeposit(undefined)).toBe(false);
  });

  it('needs a session of a member type for free play', () => {
    expect(canFreePlay(null)).toBe(false);
    expect(canFreePlay({ type: 1 })).toBe(true);
    expect(canFreePlay({ type: 4 })).toBe(false);
    expect(canFreePlay({ type: 41 })).toBe(false);
  });

  it('skips the contract check for types 4, 40, 41 and 42 only', () => {
    expect([4, 40, 41, 42].map(skipsContractCheck)).toEqual([true, true, true, true]);
    expect([0, 1, 2, 3].map(skipsContractCheck)).toEqual([false, false, false, false]);
  });
});

describe('referral entry', () => {
  it('is offered to visitors, who are then sent to log in', () => {
    expect(
      referralAvailable({ loggedIn: false, type: undefined, referralPromotionEnabled: false }),
    ).toBe(true);
  });

  it('is offered to a logged-in non-agent only while the REFERRAL promotion is on', () => {
    expect(referralAvailable({ loggedIn: true, type: 0, referralPromotionEnabled: true })).toBe(
      true,
    );
    expect(referralAvailable({ loggedIn: true, type: 0, referralPromotionEnabled: false })).toBe(
      false,
    );
  });

  it('is never offered to a logged-in agent', () => {
    expect(referralAvailable({ loggedIn: true, type: 1, referralPromotionEnabled: true })).toBe(
      false,
    );
  });
});

describe('roles', () => {
  it('names the role a session plays', () => {
    expect(roleOf(null)).toBe('visitor');
    expect(roleOf({ type: 4 })).toBe('trial');
    expect(roleOf({ type: 0 })).toBe('member');
    expect(roleOf({ type: 40 })).toBe('member');
    expect(roleOf({ type: 2 })).toBe('agent');
  });

  it('shows the nickname, else the account', () => {
    expect(memberDisplayName({ nickname: 'Lucky', account: 'juan01' })).toBe('Lucky');
    expect(memberDisplayName({ nickname: '  ', account: 'juan01' })).toBe('juan01');
    expect(memberDisplayName({ nickname: null, account: 'juan01' })).toBe('juan01');
    expect(memberDisplayName(undefined)).toBe('');
  });
});

describe('money calls', () => {
  const calls = [
    'deposit',
    'withdraw',
    'paymentPassword',
    'claimReward',
    'claimSignIn',
    'redeem',
    'applyActivity',
  ] as const;

  it('lets members (0, 1, 2) make every money call', () => {
    for (const type of [0, 1, 2])
      for (const call of calls) expect(mayMakeMoneyCall(type, call), `${type} ${call}`).toBe(true);
  });

  it('lets agents make every money call but deposit', () => {
    for (const type of [41, 42, 5])
      for (const call of calls)
        expect(mayMakeMoneyCall(type, call), `${type} ${call}`).toBe(call !== 'deposit');
  });

  it('refuses every money call to trial accounts (4) and type 40, and to no session type', () => {
    for (const type of [4, 40, null, undefined, Number.NaN])
      for (const call of calls) expect(mayMakeMoneyCall(type, call), `${type} ${call}`).toBe(false);
  });
});
