/**
 * The home jackpot ticker and the banner jackpot (spec 2 §2, §9). Every function takes the random
 * source, so tests pin it; the site passes `Math.random`.
 */
export type Random = () => number;

export const JACKPOT_START_MIN = 1_200_000_000;
export const JACKPOT_START_MAX = 1_300_000_000;
export const JACKPOT_STEP_MIN = 10_000;
export const JACKPOT_STEP_MAX = 50_000;
/** The ticker grows after 3, 4 or 5 seconds, chosen at random each time. */
export const JACKPOT_INTERVALS_MS: readonly number[] = [3000, 4000, 5000];
export const BANNER_JACKPOT_MIN = 100_000_000;
export const BANNER_JACKPOT_MAX = 1_000_000_000;

const clampUnit = (r: number) => (Number.isFinite(r) ? Math.min(Math.max(r, 0), 0.999_999_999) : 0);
const cents = (n: number) => Math.round(n * 100) / 100;

/** A whole number in [min, max]. */
function between(min: number, max: number, random: Random): number {
  return min + Math.floor(clampUnit(random()) * (max - min + 1));
}

/** Where the home ticker starts: a whole amount between 1.2 and 1.3 billion. */
export function jackpotStart(random: Random): number {
  return between(JACKPOT_START_MIN, JACKPOT_START_MAX, random);
}

/** How much the ticker grows next: 10,000 to 50,000. */
export function jackpotIncrement(random: Random): number {
  return between(JACKPOT_STEP_MIN, JACKPOT_STEP_MAX, random);
}

/** How long until the next growth: 3, 4 or 5 s. */
export function jackpotDelayMs(random: Random): number {
  const i = Math.floor(clampUnit(random()) * JACKPOT_INTERVALS_MS.length);
  return JACKPOT_INTERVALS_MS[i] ?? 3000;
}

/** The ticker's next value and when it comes. */
export function nextJackpotTick(value: number, random: Random): { value: number; delayMs: number } {
  return { value: value + jackpotIncrement(random), delayMs: jackpotDelayMs(random) };
}

/** The banner jackpot: an amount with 2 decimals between 100 million and 1 billion. */
export function bannerJackpotValue(random: Random): number {
  const span = BANNER_JACKPOT_MAX - BANNER_JACKPOT_MIN;
  return Math.min(BANNER_JACKPOT_MAX, cents(BANNER_JACKPOT_MIN + clampUnit(random()) * span));
}
