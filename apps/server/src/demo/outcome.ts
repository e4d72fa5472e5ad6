import { randomInt } from 'node:crypto';

/** Anything that gives numbers 0 <= x < 1 (the seeded generator, or fair randomness below). */
export interface Draw {
  next(): number;
}

/** Fair randomness for real rounds. */
export const fairDraw: Draw = { next: () => randomInt(0, 2 ** 32) / 2 ** 32 };

/**
 * What a stake wins: about half of rounds lose, a third return part of the stake or a little
 * more, some pay 2x-10x, a few 20x-100x.
 */
export function winFor(draw: Draw, stakeCents: number): number {
  const roll = draw.next();
  if (roll < 0.52) return 0;
  if (roll < 0.85) return Math.round(stakeCents * (0.5 + draw.next()));
  if (roll < 0.98) return Math.round(stakeCents * (2 + draw.next() * 8));
  return Math.round(stakeCents * (20 + draw.next() * 80));
}

const SYMBOLS = ['7', '★', '♦', '♣', '♥', '♠', 'B'];

/** Reel symbols that tell the outcome: three alike for a big win, two for a small one. */
export function symbolsFor(
  draw: Draw,
  stakeCents: number,
  winCents: number,
  lottery: boolean,
): string[] {
  const pool = lottery ? ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] : SYMBOLS;
  const pick = () => pool[Math.floor(draw.next() * pool.length)] as string;
  const a = pick();
  let b = pick();
  while (b === a) b = pick();
  let c = pick();
  while (c === a || c === b) c = pick();
  if (winCents >= stakeCents * 2) return [a, a, a];
  if (winCents > 0) return [a, a, b];
  return [a, b, c];
}
