// The messages calls' schemas and codes that more than one call uses, or that the site reads on
// their own. A schema only one call uses lives in that call's module.

/** Announcement types: banner, player notice, popup, promotion, hot, agent. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'A'] as const;

export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/**
 * Promotion categories (announcement `category` of type PR), in the order of the promotions tabs:
 * new player, deposit, app download, rng, live, pvp, sport, fish, lotto, rebate, player rank
 * rules, point mall, other.
 */
export const PROMOTION_CATEGORIES = [
  'NEW_PLAYER',
  'DEPOSIT',
  'APP_DOWNLOAD',
  'RNG',
  'LIVE',
  'PVP',
  'SPORT',
  'FISH',
  'LOTTO',
  'REBATE',
  'PLAYER_RANK',
  'POINT_MALL',
  'OTHER',
] as const;

export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];
