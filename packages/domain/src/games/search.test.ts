import { describe, expect, it } from 'vitest';
import { enterSearches, filterGamesByName, hasPreviewToggle, previewGames } from './search';

const games = [
  { gameName: 'Fortune Tiger' },
  { gameName: 'Mahjong Ways' },
  { gameName: 'FORTUNE OX' },
];

describe('filterGamesByName', () => {
  it('matches part of the name, ignoring case', () => {
    expect(filterGamesByName(games, 'fortune').map((g) => g.gameName)).toEqual([
      'Fortune Tiger',
      'FORTUNE OX',
    ]);
    expect(filterGamesByName(games, ' WAYS ')).toEqual([{ gameName: 'Mahjong Ways' }]);
  });
  it('restores the whole list for an empty trimmed text', () => {
    expect(filterGamesByName(games, '   ')).toEqual(games);
  });
  it('finds nothing for an unknown name', () => {
    expect(filterGamesByName(games, 'zzz')).toEqual([]);
  });
});

describe('enterSearches', () => {
  it('searches on the first Enter and again only a second after the last', () => {
    expect(enterSearches(null, 5)).toBe(true);
    expect(enterSearches(1000, 1999)).toBe(false);
    expect(enterSearches(1000, 2000)).toBe(true);
  });
});

describe('hot preview', () => {
  const many = Array.from({ length: 30 }, (_, i) => i);
  it('shows the first 24 until expanded', () => {
    expect(previewGames(many, false, 24)).toHaveLength(24);
    expect(previewGames(many, true, 24)).toHaveLength(30);
  });
  it('offers the toggle only when there are more than shown', () => {
    expect(hasPreviewToggle(30, 24)).toBe(true);
    expect(hasPreviewToggle(24, 24)).toBe(false);
  });
});
