// The messages calls' schemas and codes that more than one call uses, or that the site reads on
// their own. A schema only one call uses lives in that call's module.

/** Announcement types: banner, player notice, popup, promotion, hot, agent. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'A'] as const;

export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

// Promotion categories (announcement `category` of type PR), in the order of the promotions
// tabs: the domain's list.
export { PROMOTION_CATEGORIES, type PromotionCategory } from '@playdeck/domain';
