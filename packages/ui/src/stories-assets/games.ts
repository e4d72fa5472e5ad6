import type { TileTheme } from '@playdeck/domain';
import { gameArt } from './art';

/** Fixed sample games for stories. */
export interface SampleGame {
  id: string;
  name: string;
  vendor: string;
  gameType: string;
  isHot: 0 | 1;
  tileTheme: TileTheme;
  imageUrl: string;
}

const names: readonly [string, string, string][] = [
  ['Sweet Bonanza', 'Pragmatic Play', 'RNG'],
  ['Gates of Olympus', 'Pragmatic Play', 'RNG'],
  ['Super Ace', 'JILI', 'RNG'],
  ['Fortune Gems', 'JILI', 'RNG'],
  ['Lightning Roulette', 'Evolution', 'LIVE'],
  ['Crazy Time', 'Evolution', 'LIVE'],
  ['Mahjong Ways 2', 'PG Soft', 'RNG'],
  ['Fishing War', 'JDB', 'FISH'],
  ['Baccarat Squeeze', 'Evolution', 'LIVE'],
  ['Money Coming', 'JILI', 'RNG'],
  ['Golden Empire', 'JILI', 'RNG'],
  ['Treasures of Aztec', 'PG Soft', 'RNG'],
  ['Texas Holdem', 'KingMaker', 'PVP'],
  ['Sabong Arena', 'WGB', 'COCKFIGHT'],
  ['Wild Bounty Showdown', 'PG Soft', 'RNG'],
  ['Dragon Tiger', 'Evolution', 'LIVE'],
  ['Ocean King', 'JDB', 'FISH'],
  ['Boxing King', 'JILI', 'RNG'],
  ['Lucky Neko', 'PG Soft', 'RNG'],
  ['Sic Bo Deluxe', 'Evolution', 'LIVE'],
  ['Starlight Princess', 'Pragmatic Play', 'RNG'],
  ['Caishen Wins', 'PG Soft', 'RNG'],
  ['Pinoy Lotto 6/42', 'PCSO Draw', 'LOTT'],
  ['Keno Express', 'Vietlott', 'ELOTT'],
];

export const sampleGames: readonly SampleGame[] = names.map(([name, vendor, gameType], i) => ({
  id: `g-${1000 + i}`,
  name,
  vendor,
  gameType,
  isHot: i % 5 === 0 ? 1 : 0,
  tileTheme: ((i % 4) + 1) as TileTheme,
  imageUrl: gameArt(i, name),
}));
