import { parseAmount } from '../format/money';
import { toCentavos } from '../wallet/funds';

/** At most this many members receive one multiple transfer (the platform's page size). */
export const MAX_DOWNLINE_TRANSFER_MEMBERS = 50;

export type DownlineTransferProblem =
  /** No member chosen. */
  | 'noMember'
  /** Several members while the operator has multiple transfers off (AGENTRANSMULTDOWN3). */
  | 'multipleOff'
  | 'tooManyMembers'
  | 'notAmount'
  | 'tooManyDecimals'
  /** The amount times the members is more than the agent holds. */
  | 'overBalance';

/** What leaves the agent's wallet: the amount to each member, times the members, in pesos. */
export function downlineTransferTotal(amount: number | string, members: number): number {
  return (toCentavos(parseAmount(amount) ?? 0) * Math.max(0, members)) / 100;
}

/**
 * Why an agent's transfer to the downline is refused, or null (spec 2 §7 "transfer downline and
 * multiple downlines"): one member, or several (2 to 50) only with AGENTRANSMULTDOWN3 on; the same
 * amount to each, at least a centavo with at most 2 decimals, all of it within the agent's balance.
 */
export function downlineTransferProblem(input: {
  amount: number | string | null | undefined;
  members: number;
  balance: number | string;
  multipleAllowed: boolean;
}): DownlineTransferProblem | null {
  const { members } = input;
  if (members < 1) return 'noMember';
  if (members > 1 && !input.multipleAllowed) return 'multipleOff';
  if (members > MAX_DOWNLINE_TRANSFER_MEMBERS) return 'tooManyMembers';
  const amount = parseAmount(input.amount);
  if (amount === null || !Number.isFinite(amount) || amount <= 0) return 'notAmount';
  if (Math.abs(toCentavos(amount) - amount * 100) > 1e-6) return 'tooManyDecimals';
  const total = toCentavos(amount) * members;
  if (total > toCentavos(parseAmount(input.balance) ?? 0)) return 'overBalance';
  return null;
}
