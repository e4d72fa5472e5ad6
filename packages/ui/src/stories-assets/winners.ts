import { gameIcon } from './art';

/** Fixed sample winners for stories, deliberately not in amount order. */
export const sampleWinners = [
  ['ma***a', 'Sweet Bonanza', 12_450.5],
  ['jo***n', 'Super Ace', 98_000],
  ['an***e', 'Lightning Roulette', 45_000.75],
  ['ri***o', 'Fortune Gems', 3_200],
  ['ka***y', 'Gates of Olympus', 250_000],
  ['pa***o', 'Crazy Time', 7_777.77],
  ['je***a', 'Mahjong Ways 2', 15_600],
  ['mi***l', 'Fishing War', 1_980.25],
  ['ch***s', 'Money Coming', 64_300],
  ['li***a', 'Boxing King', 22_000],
].map(([customerName, gameName, winAmount], i) => ({
  id: `w-${i}`,
  customerName: String(customerName),
  gameName: String(gameName),
  winAmount: Number(winAmount),
  iconUrl: gameIcon(i),
}));
