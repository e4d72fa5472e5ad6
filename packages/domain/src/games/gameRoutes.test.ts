import { describe, expect, it } from 'vitest';
import { gameListRouteOf } from './gameRoutes';

const q = (s = '') => new URLSearchParams(s);

describe('gameListRouteOf', () => {
  it('takes the category from the path', () => {
    expect(gameListRouteOf('/m/live-games', q()).start.category).toBe('LIVE');
    expect(gameListRouteOf('/m/poker-games', q()).start.category).toBe('PVP');
    expect(gameListRouteOf('/m/slot-games/', q()).start.category).toBe('RNG');
    expect(gameListRouteOf('/m/fishing-games', q()).start.category).toBe('FISH');
    expect(gameListRouteOf('/m/inHouse', q()).start.category).toBe('INHOUSE');
  });

  it('opens the all-providers page on every type, or on the type of the vendor chosen', () => {
    expect(gameListRouteOf('/m/provider', q()).start.category).toBe('');
    expect(gameListRouteOf('/m/provider/', q()).view).toBe('games');
    expect(gameListRouteOf('/m/provider', q('gameType=LIVE&vassalage=EVO')).start).toMatchObject({
      category: 'LIVE',
      vendors: 'EVO',
    });
    expect(gameListRouteOf('/m/provider', q('gameType=SPORTS')).view).toBe('cards');
  });

  it('opens roulette and baccarat as live games of their class', () => {
    expect(gameListRouteOf('/m/roulette', q()).start).toMatchObject({
      category: 'LIVE',
      classify: 'ROU',
    });
    expect(gameListRouteOf('/m/baccarat', q()).start).toMatchObject({
      category: 'LIVE',
      classify: 'BAC',
    });
  });

  it('reads gameType on other paths, RNG by default, with type and vassalage on every path', () => {
    expect(gameListRouteOf('/m/gameList', q()).start.category).toBe('RNG');
    expect(
      gameListRouteOf('/m/gameList', q('gameType=fish&type=FISH&vassalage=JDBF')).start,
    ).toEqual({
      category: 'FISH',
      classify: 'FISH',
      vendors: 'JDBF',
      mode: undefined,
    });
    expect(gameListRouteOf('/m/live-games', q('vassalage=EVO')).start.vendors).toBe('EVO');
  });

  it('opens favourites on every type', () => {
    expect(gameListRouteOf('/m/fav-games', q()).start).toMatchObject({ category: '', mode: 'fav' });
  });

  it('shows cards for sports, esports, lottery and cockfight pages', () => {
    expect(gameListRouteOf('/m/sport-games', q()).view).toBe('cards');
    expect(gameListRouteOf('/m/esport-games', q()).view).toBe('cards');
    expect(gameListRouteOf('/m/lott', q()).view).toBe('cards');
    expect(gameListRouteOf('/m/elott', q()).view).toBe('cards');
    expect(gameListRouteOf('/m/gameList', q('gameType=COCKFIGHT')).view).toBe('cards');
    expect(gameListRouteOf('/m/live-games', q()).view).toBe('games');
  });
});
