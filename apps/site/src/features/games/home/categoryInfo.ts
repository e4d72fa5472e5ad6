import type { TFunction } from '../../../i18n';
import type { IconName } from '@playdeck/ui';
import { gameTypeLabel } from '../../../lib/gameTypeLabel';

const icons: Record<string, IconName> = {
  HOME: 'home',
  HOT: 'flame',
  RNG: 'slots',
  LIVE: 'cards',
  PVP: 'dice',
  FISH: 'fish',
  COCKFIGHT: 'rooster',
  SPORTS: 'ball',
  LOTT: 'ticket',
  ELOTT: 'ticket',
  ESPORTS: 'gamepad',
  INHOUSE: 'star',
  BINGO: 'grid',
};

/** The icon of a game category (a gamepad for one the site does not know). */
export function categoryIcon(code: string): IconName {
  return icons[code] ?? 'gamepad';
}

/** The name of a game category in the player's language (the code for one the site does not know). */
export const categoryLabel = (t: TFunction, code: string): string => gameTypeLabel(t, code);

/** The game list page of a category. */
export const CATEGORY_PAGES: Readonly<Record<string, string>> = {
  RNG: '/m/slot-games',
  LIVE: '/m/live-games',
  PVP: '/m/poker-games',
  FISH: '/m/fishing-games',
  SPORTS: '/m/sport-games',
  ESPORTS: '/m/esport-games',
  LOTT: '/m/lott',
  ELOTT: '/m/elott',
  INHOUSE: '/m/inHouse',
  COCKFIGHT: '/m/gameList?gameType=COCKFIGHT',
  BINGO: '/m/gameList?gameType=BINGO',
};
