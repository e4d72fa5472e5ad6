/**
 * Game categories (spec 2 §2 "Game categories order", §9 game types). The platform lists vendors by
 * game type (`{ RNG: { PG: [...], JL: [...] }, SPORTS: { SBO: [...], AV: [...], SV3: [...] }, ... }`);
 * the site turns that into the categories a player chooses from.
 */

/** Esports vendors: listed under SPORTS by the platform, shown as their own category. */
export const ESPORTS_VENDORS: readonly string[] = ['AV', 'AI', 'IMES', 'TF', 'IA'];
/** Cockfight vendors: listed under SPORTS by the platform, shown as their own category. */
export const COCKFIGHT_VENDORS: readonly string[] = ['SV3', 'DS88', 'DIG', 'WGB'];
/** The operator's in-house vendors (RNG games), shown as their own category too. */
export const IN_HOUSE_VENDORS: readonly string[] = ['JL'];
/** The bingo classification of RNG games. */
export const BINGO_CLASSIFY = 'BG';

/** Types left out of the all-providers list (spec §9). */
export const ALL_VENDOR_EXCLUDED_TYPES: readonly string[] = ['LOTT', 'ELOTT', 'SPORTS'];
/** Lottery categories: never in the home category menu. */
export const LOTTERY_CATEGORIES: readonly string[] = ['LOTT', 'ELOTT'];

/** Home menu entries that are not game types. */
export const HOME_CATEGORY = 'HOME';
export const HOT_CATEGORY = 'HOT';

export type VendorGameTypes = Readonly<
  Record<string, Readonly<Record<string, readonly unknown[]>>>
>;

export interface GameCategory {
  /** What the player chooses: RNG, LIVE, PVP, FISH, COCKFIGHT, SPORTS, LOTT, ELOTT, ESPORTS, INHOUSE. */
  code: string;
  /** The vendor codes of the category, in the platform's order. */
  vendors: string[];
}

const upper = (s: string) => s.trim().toUpperCase();

/**
 * The categories in menu order: the platform's types in its order, with SPORTS split into
 * esports and cockfight; cockfight goes right after FISH (at the end when there is no FISH),
 * esports and in-house (the in-house vendors found under RNG) are appended at the end, and a
 * SPORTS category left without vendors is dropped. Types without vendors are left out.
 */
export function orderGameCategories(content: VendorGameTypes | null | undefined): GameCategory[] {
  const ordered: GameCategory[] = [];
  const esports: string[] = [];
  const cockfight: string[] = [];
  const inHouse: string[] = [];
  for (const [rawType, vendorMap] of Object.entries(content ?? {})) {
    const type = upper(rawType);
    const vendors = Object.keys(vendorMap ?? {}).map(upper);
    if (type === 'SPORTS') {
      const sports: string[] = [];
      for (const v of vendors) {
        if (ESPORTS_VENDORS.includes(v)) esports.push(v);
        else if (COCKFIGHT_VENDORS.includes(v)) cockfight.push(v);
        else sports.push(v);
      }
      if (sports.length) ordered.push({ code: 'SPORTS', vendors: sports });
      continue;
    }
    if (type === 'ESPORTS') {
      esports.push(...vendors);
      continue;
    }
    if (type === 'COCKFIGHT') {
      cockfight.push(...vendors);
      continue;
    }
    if (type === 'RNG') inHouse.push(...vendors.filter((v) => IN_HOUSE_VENDORS.includes(v)));
    if (vendors.length) ordered.push({ code: type, vendors });
  }
  if (cockfight.length) {
    const fish = ordered.findIndex((c) => c.code === 'FISH');
    const at = fish < 0 ? ordered.length : fish + 1;
    ordered.splice(at, 0, { code: 'COCKFIGHT', vendors: unique(cockfight) });
  }
  if (esports.length) ordered.push({ code: 'ESPORTS', vendors: unique(esports) });
  if (inHouse.length) ordered.push({ code: 'INHOUSE', vendors: unique(inHouse) });
  return ordered;
}

function unique(list: readonly string[]): string[] {
  return [...new Set(list)];
}

/** The home category menu: HOME, HOT, then every category except the lottery ones. */
export function homeMenuCategories(categories: readonly GameCategory[]): string[] {
  return [
    HOME_CATEGORY,
    HOT_CATEGORY,
    ...categories.map((c) => c.code).filter((code) => !LOTTERY_CATEGORIES.includes(code)),
  ];
}

/** What the list area of a home category shows. */
export type CategoryArea = 'home' | 'hot' | 'cards' | 'nothing' | 'games';

/**
 * SPORTS, ESPORTS, LOTT and ELOTT show a card list; COCKFIGHT shows nothing (choosing it launches
 * its first vendor); HOME and HOT their own lists; every other category the game list.
 */
export function categoryArea(code: string): CategoryArea {
  switch (upper(code)) {
    case HOME_CATEGORY:
      return 'home';
    case HOT_CATEGORY:
      return 'hot';
    case 'SPORTS':
    case 'ESPORTS':
    case 'LOTT':
    case 'ELOTT':
      return 'cards';
    case 'COCKFIGHT':
      return 'nothing';
    default:
      return 'games';
  }
}

/**
 * The game type the platform's calls take for a category: ESPORTS and COCKFIGHT are SPORTS
 * vendors, in-house and bingo games are RNG games; the others are their own type.
 */
export function apiGameType(code: string): string {
  const c = upper(code);
  if (c === 'ESPORTS' || c === 'COCKFIGHT') return 'SPORTS';
  if (c === 'INHOUSE' || c === 'BINGO') return 'RNG';
  return c;
}

/** What choosing a home category does: launch the first cockfight vendor, or show the category. */
export type CategoryChoice =
  { kind: 'launchVendor'; vendor: string } | { kind: 'show'; code: string };

export function chooseCategory(code: string, categories: readonly GameCategory[]): CategoryChoice {
  const c = upper(code);
  if (c === 'COCKFIGHT') {
    const first = categories.find((x) => x.code === 'COCKFIGHT')?.vendors[0];
    if (first) return { kind: 'launchVendor', vendor: first };
  }
  return { kind: 'show', code: c };
}

/** Vendors of one category, in menu order (empty when the category is unknown). */
export function vendorsOf(categories: readonly GameCategory[], code: string): string[] {
  return categories.find((c) => c.code === upper(code))?.vendors ?? [];
}

/** Vendors of the all-providers list: every category but lottery and sports ones, once each. */
export function allProviderVendors(categories: readonly GameCategory[]): string[] {
  const excluded = new Set([...ALL_VENDOR_EXCLUDED_TYPES, 'ESPORTS', 'COCKFIGHT', 'INHOUSE']);
  return unique(categories.filter((c) => !excluded.has(c.code)).flatMap((c) => c.vendors));
}

/** Whether any RNG vendor has bingo games (the BINGO entry shows only then). */
export function hasBingo(content: VendorGameTypes | null | undefined): boolean {
  const rng = Object.entries(content ?? {}).find(([t]) => upper(t) === 'RNG')?.[1];
  return Object.values(rng ?? {}).some(
    (classes) =>
      Array.isArray(classes) && classes.some((k) => String(k).toUpperCase() === BINGO_CLASSIFY),
  );
}

/**
 * The all-providers page (/m/provider): every category with its vendors, lottery and sports
 * included, each vendor once (the in-house vendors are already under slots, so that category adds
 * none).
 */
export function providerPageGroups(categories: readonly GameCategory[]): GameCategory[] {
  const seen = new Set<string>();
  return categories
    .map((c) => ({
      code: c.code,
      vendors: c.vendors.filter((v) => !seen.has(v) && Boolean(seen.add(v))),
    }))
    .filter((c) => c.vendors.length > 0);
}
