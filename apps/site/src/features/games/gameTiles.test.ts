import { describe, expect, it } from 'vitest';
import { gameSchema, type Game } from '@playdeck/contract';
import { toTiles, type TileText } from './gameTiles';

const text: TileText = {
  hotLabel: 'Hot',
  freePlayLabel: 'Free play',
  favouriteLabel: (name) => `Favourite ${name}`,
};

const game = (nodeId: string, gameName: string): Game =>
  gameSchema.parse({ gameId: nodeId, nodeId, gameName, gameType: 'RNG', vassalage: 'JILI' });

describe('toTiles', () => {
  const page1 = [game('1', 'Super Ace'), game('2', 'Fortune Gems')];
  const page2 = [game('3', 'Money Coming')];

  it('draws each game as a tile with its name, vendor and heart', () => {
    const [tile] = toTiles(page1, new Set(['1']), text);
    expect(tile).toMatchObject({
      id: '1',
      name: 'Super Ace',
      vendor: 'JILI',
      favourite: true,
      favouriteLabel: 'Favourite Super Ace',
    });
  });

  it('keeps the tiles already shown when a page is appended, so only new ones redraw', () => {
    const before = toTiles(page1, new Set(), text);
    const after = toTiles([...page1, ...page2], new Set(), text);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    expect(after[2]).toMatchObject({ id: '3', name: 'Money Coming' });
  });

  it('makes a new tile for the game whose heart or language changed', () => {
    const before = toTiles(page1, new Set(), text);
    const hearted = toTiles(page1, new Set(['2']), text);
    expect(hearted[0]).toBe(before[0]);
    expect(hearted[1]).not.toBe(before[1]);
    expect(hearted[1]?.favourite).toBe(true);
    const filipino = toTiles(page1, new Set(['2']), { ...text, hotLabel: 'Mainit' });
    expect(filipino[0]?.hotLabel).toBe('Mainit');
  });
});
