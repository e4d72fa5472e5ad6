import {
  claimReward,
  claimSignIn,
  referralDetails,
  rewardList,
  signInStatus,
  walletBalance,
  type REWARD_STATUSES,
} from '@playdeck/contract';
import { useApiMutation, useApiQuery } from '../../api/hooks';

export type RewardFilter = 'ALL' | (typeof REWARD_STATUSES)[number];
export const REWARD_PAGE_SIZE = 20;

/** The session's rewards of one status. */
export function useRewards(status: RewardFilter, pageSize: number) {
  return useApiQuery(rewardList, { status, pageNo: 1, pageSize });
}

/** Claims a reward; the rewards and the wallet are read again. */
export function useClaimReward(onDone: (amount: number) => void) {
  return useApiMutation(claimReward, {
    invalidates: [rewardList, walletBalance],
    onSuccess: (r) => onDone(r.amount),
  });
}

/** The member's invite code and link (made on first ask), once referral is known available. */
export function useReferralDetails(enabled: boolean) {
  return useApiQuery(referralDetails, { autoGenerate: 'true' }, { enabled });
}

/** The daily sign-in (promotion LOGIN). */
export function useSignInStatus(enabled: boolean) {
  return useApiQuery(signInStatus, {}, { enabled, silent: true });
}

export function useClaimSignIn(onDone: (reward: number) => void) {
  return useApiMutation(claimSignIn, {
    invalidates: [signInStatus, walletBalance],
    onSuccess: (r) => onDone(r.reward),
  });
}
