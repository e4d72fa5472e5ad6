export * from './activityApplication';
export * from './promotionList';
export * from './applicationForm';
export * from './referral';
