// The promotions calls' schemas and codes that more than one call uses, or that the site reads on
// their own. A schema only one call uses lives in that call's module.

/** Error codes of the promotion calls. */
export const promotionErrorCodes = {
  /** Trial accounts (type 4) and other restricted types (spec §8). */
  freeReject: 'free_reject',
  promotionDisabled: 'promotion.disabled',
  signInAlreadyClaimed: 'signin.already.claimed',
  rewardNotFound: 'reward.not.found',
  rewardAlreadyClaimed: 'reward.already.claimed',
  rewardExpired: 'reward.expired',
  activityNotFound: 'activity.not.found',
  /** An image is not a PNG or JPEG by its content, or is larger than 5 MB. */
  imageRejected: 'activity.image.rejected',
} as const;

/** Keys of the promotions a site may show entries for. */
export const PROMOTION_KEYS = ['REFERRAL', 'LOGIN', 'REWARD_CENTER', 'FIRST_DEPOSIT'] as const;
