import { OPERATOR_UTC_OFFSET_MS } from '../wallet/operatorDay';

/**
 * Promotion categories in the order of the promotions tabs (spec 2 §2 Promotions): after "all",
 * new player, deposit, app download, rng, live, pvp, sport, fish, lotto, rebate, player rank rules,
 * point mall, other.
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
const PROMOTION_TAB_ORDER: readonly string[] = PROMOTION_CATEGORIES;
export const PROMOTION_TAB_ALL = 'ALL';
/** Items with no category, or one the site does not know, are listed under OTHER. */
export const PROMOTION_OTHER = 'OTHER';

/** The tab a promotion belongs to. */
export function promotionCategoryOf(category: string | null | undefined): string {
  const c = (category ?? '').trim().toUpperCase();
  return PROMOTION_TAB_ORDER.includes(c) ? c : PROMOTION_OTHER;
}

/**
 * The category tabs: "all" then each category that has items, in the tab order; no tabs at all
 * unless more than one category has items.
 */
export function promotionTabs(items: readonly { category?: string | null }[]): string[] {
  const present = new Set(items.map((i) => promotionCategoryOf(i.category)));
  const tabs = PROMOTION_TAB_ORDER.filter((c) => present.has(c));
  return tabs.length > 1 ? [PROMOTION_TAB_ALL, ...tabs] : [];
}

/** The items of one tab ("all" keeps every item), in their given order. */
export function promotionsInTab<T extends { category?: string | null }>(
  items: readonly T[],
  tab: string,
): T[] {
  if (tab === PROMOTION_TAB_ALL) return [...items];
  return items.filter((i) => promotionCategoryOf(i.category) === tab);
}

/** The promotion's picture: the image whose sequence is 1 (else none). */
export function promotionCover(
  images: readonly { sequence?: number | null; url?: string | null }[] | null | undefined,
): string | null {
  const first = (images ?? []).find((i) => Number(i.sequence) === 1 && i.url);
  return first?.url ?? null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A promotion date as MM/DD/YYYY, on the operator's (Philippine) calendar. */
export function formatPromotionDate(epochMs: number): string {
  const d = new Date(epochMs + OPERATOR_UTC_OFFSET_MS);
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

/**
 * How a promotion's validity reads: from its start "long term" when it has no expiry (`noExpiry`
 * 1, or no end date); one date when it starts and ends the same day; otherwise start - end.
 * `none` when the dates are missing.
 */
export type PromotionValidity =
  | { kind: 'longTerm'; start: string }
  | { kind: 'single'; date: string }
  | { kind: 'range'; start: string; end: string }
  | { kind: 'none' };

export function promotionValidity(p: {
  startDate?: number | null;
  endDate?: number | null;
  noExpiry?: number | null;
}): PromotionValidity {
  if (typeof p.startDate !== 'number') return { kind: 'none' };
  const start = formatPromotionDate(p.startDate);
  if (p.noExpiry === 1 || typeof p.endDate !== 'number') return { kind: 'longTerm', start };
  const end = formatPromotionDate(p.endDate);
  return start === end ? { kind: 'single', date: start } : { kind: 'range', start, end };
}
