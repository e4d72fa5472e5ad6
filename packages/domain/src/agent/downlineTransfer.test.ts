import { describe, expect, it } from 'vitest';
import {
  downlineTransferProblem,
  downlineTransferTotal,
  MAX_DOWNLINE_TRANSFER_MEMBERS,
} from './downlineTransfer';

const ok = { amount: 100, members: 1, balance: 1000, multipleAllowed: false };

describe('transfer to the downline', () => {
  it('sends the same amount to each member, all of it from the agent', () => {
    expect(downlineTransferTotal(100.25, 3)).toBe(300.75);
    expect(downlineTransferTotal('50', 0)).toBe(0);
  });

  it('takes one member, or several only with AGENTRANSMULTDOWN3, up to 50', () => {
    expect(downlineTransferProblem(ok)).toBeNull();
    expect(downlineTransferProblem({ ...ok, members: 0 })).toBe('noMember');
    expect(downlineTransferProblem({ ...ok, members: 2, amount: 10 })).toBe('multipleOff');
    expect(
      downlineTransferProblem({ ...ok, members: 2, amount: 10, multipleAllowed: true }),
    ).toBeNull();
    expect(
      downlineTransferProblem({
        ...ok,
        members: MAX_DOWNLINE_TRANSFER_MEMBERS + 1,
        amount: 1,
        multipleAllowed: true,
      }),
    ).toBe('tooManyMembers');
  });

  it('never sends more than the agent holds, counting every member', () => {
    expect(downlineTransferProblem({ ...ok, amount: 1000 })).toBeNull();
    expect(downlineTransferProblem({ ...ok, amount: 1000.01 })).toBe('overBalance');
    expect(downlineTransferProblem({ ...ok, amount: 334, members: 3, multipleAllowed: true })).toBe(
      'overBalance',
    );
  });

  it('refuses what is not an amount of pesos and centavos', () => {
    expect(downlineTransferProblem({ ...ok, amount: '' })).toBe('notAmount');
    expect(downlineTransferProblem({ ...ok, amount: 0 })).toBe('notAmount');
    expect(downlineTransferProblem({ ...ok, amount: 2.345 })).toBe('tooManyDecimals');
  });
});
