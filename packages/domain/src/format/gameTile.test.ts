import { describe, expect, it } from 'vitest';
import { gameShowsFavourite, tileThemeFor } from './gameTile';

describe('gameShowsFavourite', () => {
  it('offers the heart for every game type except lottery', () => {
    for (const type of ['RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT']) {
      expect(gameShowsFavourite(type)).toBe(true);
    }
  });
  it('offers no heart on lottery tiles (LOTT, ELOTT), whatever the case', () => {
    expect(gameShowsFavourite('LOTT')).toBe(false);
    expect(gameShowsFavourite('ELOTT')).toBe(false);
    expect(gameShowsFavourite(' elott ')).toBe(false);
  });
  it('offers the heart when the type is unknown', () => {
    expect(gameShowsFavourite(undefined)).toBe(true);
  });
});

describe('tileThemeFor', () => {
  it('gives the same game the same theme every time', () => {
    expect(tileThemeFor('g-1024')).toBe(tileThemeFor('g-1024'));
    expect(tileThemeFor(77)).toBe(tileThemeFor('77'));
  });
  it('spreads games over all four themes', () => {
    const themes = new Set(Array.from({ length: 40 }, (_, i) => tileThemeFor(`game-${i}`)));
    expect([...themes].sort()).toEqual([1, 2, 3, 4]);
  });
});
