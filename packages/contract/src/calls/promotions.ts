// Promotions, activity applications, rewards, referral.

export const promotionCalls = {} as const;
