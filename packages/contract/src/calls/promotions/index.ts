// Promotions, activity applications, rewards, referral.
// Promotion items themselves are announcements of type PR (see messages).
import { activityApplications } from './activityApplications';
import { affiliateCode } from './affiliateCode';
import { applyForActivity } from './applyForActivity';
import { availablePromotions } from './availablePromotions';
import { claimReward } from './claimReward';
import { claimSignIn } from './claimSignIn';
import { referralDetails } from './referralDetails';
import { rewardList } from './rewardList';
import { signInStatus } from './signInStatus';

export * from './shared';
export * from './availablePromotions';
export * from './referralDetails';
export * from './affiliateCode';
export * from './signInStatus';
export * from './claimSignIn';
export * from './rewardList';
export * from './claimReward';
export * from './applyForActivity';
export * from './activityApplications';

export const promotionCalls = {
  availablePromotions,
  referralDetails,
  affiliateCode,
  signInStatus,
  claimSignIn,
  rewardList,
  claimReward,
  applyForActivity,
  activityApplications,
} as const;
