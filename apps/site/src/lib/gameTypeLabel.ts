import type { TFunction } from '../i18n';

const KNOWN = [
  'HOME',
  'HOT',
  'RNG',
  'LIVE',
  'PVP',
  'FISH',
  'COCKFIGHT',
  'SPORTS',
  'LOTT',
  'ELOTT',
  'ESPORTS',
  'INHOUSE',
  'BINGO',
] as const;

/**
 * A game category or game type as players read it (Slots, Live casino, Poker...), never the
 * platform's code; a code the site does not know shows as it came.
 */
export function gameTypeLabel(t: TFunction, code: string): string {
  const upper = code.toUpperCase();
  if (!(KNOWN as readonly string[]).includes(upper)) return code;
  return t(`games.category.${upper as (typeof KNOWN)[number]}`);
}
