import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  applyForActivity,
  claimReward,
  claimSignIn,
  createDeposit,
  redeemMallItem,
  setPaymentPassword,
  withdraw,
  type CallDef,
} from '@playdeck/contract';
import { addTestMember, startServer, type TestServer } from '../../testing/harness';

// Issue 28 item 10: type 40 (neither member nor agent) could claim rewards, redeem, withdraw and
// apply, but not deposit. The rule now comes from the spec's roles (mayMakeMoneyCall in
// packages/domain) and every money call applies it: deposit for members 0, 1, 2; the other money
// calls for members and agents; trial (4) and type 40 get free_reject on all of them.
let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Each money call with parameters that pass its schema. */
const moneyCalls: [string, CallDef, Record<string, unknown>][] = [
  ['deposit', createDeposit, { channelCode: 'GCASH', amount: 100 }],
  [
    'withdraw',
    withdraw,
    {
      amount: 100,
      paymentPassword: '246810',
      channelCode: 'GCASH',
      accountName: 'Juan Dela Cruz',
      accountNumber: '09171234567',
    },
  ],
  [
    'payment password',
    setPaymentPassword,
    { newPaymentPassword: '135790', confirmPaymentPassword: '135790' },
  ],
  ['claim reward', claimReward, { rewardId: '1' }],
  ['daily sign-in', claimSignIn, {}],
  ['mall redemption', redeemMallItem, { itemId: 1, quantity: 1 }],
  [
    'activity application',
    applyForActivity,
    {
      activityId: '1',
      comment: 'my screenshot',
      images: [`data:image/png;base64,${PNG.toString('base64')}`],
    },
  ],
];

async function codeOf(type: number, def: CallDef, params: Record<string, unknown>) {
  const m = addTestMember(s.db, { type, balance: 1000 });
  try {
    await s.client(m.token).call(def, params as never);
    return 'ok';
  } catch (e) {
    if (e instanceof ApiError) return e.errorCode;
    throw e;
  }
}

describe('money calls follow the roles', () => {
  for (const [name, def, params] of moneyCalls) {
    it(`${name}: refused to type 40 and to trial accounts with free_reject`, async () => {
      expect(await codeOf(40, def, params)).toBe('free_reject');
      expect(await codeOf(4, def, params)).toBe('free_reject');
    });

    it(`${name}: ${name === 'deposit' ? 'refused to agents, open to members' : 'open to members and agents'}`, async () => {
      expect(await codeOf(0, def, params)).not.toBe('free_reject');
      expect(await codeOf(2, def, params)).not.toBe('free_reject');
      const agent = await codeOf(41, def, params);
      if (name === 'deposit') expect(agent).toBe('free_reject');
      else expect(agent).not.toBe('free_reject');
    });
  }
});
