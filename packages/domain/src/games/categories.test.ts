import { describe, expect, it } from 'vitest';
import {
  allProviderVendors,
  apiGameType,
  categoryArea,
  chooseCategory,
  hasBingo,
  homeMenuCategories,
  orderGameCategories,
  providerPageGroups,
} from './categories';

/** The platform's vendor map, as the reference server answers it. */
const platform = {
  RNG: { PG: ['VIDEO'], PP: ['VIDEO'], JL: ['VIDEO', 'BG'] },
  LIVE: { EVO: ['BAC', 'ROU'] },
  PVP: { KY: ['TONGITS'] },
  FISH: { JDBF: ['FISH'] },
  SPORTS: { SBO: [], AV: [], SV3: [], CMD: [], IMES: [], DS88: [] },
  LOTT: { TCG: ['LOTTO'] },
  ELOTT: { VNLOTTO: ['NORTH'] },
};

describe('orderGameCategories', () => {
  it('splits sports into esports and cockfight, puts cockfight after fish and appends esports and in-house', () => {
    const order = orderGameCategories(platform);
    expect(order.map((c) => c.code)).toEqual([
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
    ]);
    expect(order.find((c) => c.code === 'SPORTS')?.vendors).toEqual(['SBO', 'CMD']);
    expect(order.find((c) => c.code === 'ESPORTS')?.vendors).toEqual(['AV', 'IMES']);
    expect(order.find((c) => c.code === 'COCKFIGHT')?.vendors).toEqual(['SV3', 'DS88']);
  });

  it('takes the in-house category from the RNG vendors, which keep them too', () => {
    const order = orderGameCategories(platform);
    expect(order.find((c) => c.code === 'INHOUSE')?.vendors).toEqual(['JL']);
    expect(order.find((c) => c.code === 'RNG')?.vendors).toEqual(['PG', 'PP', 'JL']);
  });

  it('drops a sports category left without vendors', () => {
    const order = orderGameCategories({
      RNG: { PG: [] },
      FISH: { JDBF: [] },
      SPORTS: { AV: [], WGB: [] },
    });
    expect(order.map((c) => c.code)).toEqual(['RNG', 'FISH', 'COCKFIGHT', 'ESPORTS']);
  });

  it('puts cockfight at the end of the platform types when there is no fish category', () => {
    const order = orderGameCategories({
      RNG: { PG: [] },
      SPORTS: { DIG: [], SBO: [] },
      LIVE: { EVO: [] },
    });
    expect(order.map((c) => c.code)).toEqual(['RNG', 'SPORTS', 'LIVE', 'COCKFIGHT']);
  });

  it('leaves out types without vendors and no in-house category when none is listed', () => {
    expect(orderGameCategories({ RNG: { PG: [] }, PVP: {} }).map((c) => c.code)).toEqual(['RNG']);
    expect(orderGameCategories(undefined)).toEqual([]);
  });
});

describe('homeMenuCategories', () => {
  it('lists HOME and HOT first and never the lottery categories', () => {
    expect(homeMenuCategories(orderGameCategories(platform))).toEqual([
      'HOME',
      'HOT',
      'RNG',
      'LIVE',
      'PVP',
      'FISH',
      'COCKFIGHT',
      'SPORTS',
      'ESPORTS',
      'INHOUSE',
    ]);
  });
});

describe('categoryArea', () => {
  it('shows cards for sports, esports and lottery, nothing for cockfight, games otherwise', () => {
    expect(['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'].map(categoryArea)).toEqual([
      'cards',
      'cards',
      'cards',
      'cards',
    ]);
    expect(categoryArea('COCKFIGHT')).toBe('nothing');
    expect(categoryArea('HOME')).toBe('home');
    expect(categoryArea('HOT')).toBe('hot');
    expect(['RNG', 'LIVE', 'INHOUSE', 'BINGO'].map(categoryArea)).toEqual([
      'games',
      'games',
      'games',
      'games',
    ]);
  });
});

describe('apiGameType', () => {
  it('maps esports and cockfight to SPORTS and in-house and bingo to RNG', () => {
    expect(apiGameType('ESPORTS')).toBe('SPORTS');
    expect(apiGameType('cockfight')).toBe('SPORTS');
    expect(apiGameType('INHOUSE')).toBe('RNG');
    expect(apiGameType('BINGO')).toBe('RNG');
    expect(apiGameType('LIVE')).toBe('LIVE');
  });
});

describe('chooseCategory', () => {
  const categories = orderGameCategories(platform);
  it('launches the first cockfight vendor directly', () => {
    expect(chooseCategory('COCKFIGHT', categories)).toEqual({
      kind: 'launchVendor',
      vendor: 'SV3',
    });
  });
  it('shows any other category', () => {
    expect(chooseCategory('live', categories)).toEqual({ kind: 'show', code: 'LIVE' });
  });
  it('shows cockfight when it has no vendor to launch', () => {
    expect(chooseCategory('COCKFIGHT', [])).toEqual({ kind: 'show', code: 'COCKFIGHT' });
  });
});

describe('allProviderVendors', () => {
  it('leaves out lottery, sports, esports and cockfight vendors and lists in-house ones once', () => {
    expect(allProviderVendors(orderGameCategories(platform))).toEqual([
      'PG',
      'PP',
      'JL',
      'EVO',
      'KY',
      'JDBF',
    ]);
  });
});

describe('hasBingo', () => {
  it('is true only when an RNG vendor has the BG classification', () => {
    expect(hasBingo(platform)).toBe(true);
    expect(hasBingo({ RNG: { PG: ['VIDEO'] }, LIVE: { EVO: ['BG'] } })).toBe(false);
  });
});

describe('providerPageGroups', () => {
  it('lists every category with its vendors, lottery and sports included, each vendor once', () => {
    const categories = orderGameCategories({
      RNG: { PG: [], JL: [] },
      LIVE: { EVO: [] },
      SPORTS: { SBO: [], AV: [], SV3: [] },
      LOTT: { TCG: [] },
      ELOTT: { VNLOTTO: [] },
    });
    expect(providerPageGroups(categories)).toEqual([
      { code: 'RNG', vendors: ['PG', 'JL'] },
      { code: 'LIVE', vendors: ['EVO'] },
      { code: 'SPORTS', vendors: ['SBO'] },
      { code: 'LOTT', vendors: ['TCG'] },
      { code: 'ELOTT', vendors: ['VNLOTTO'] },
      { code: 'COCKFIGHT', vendors: ['SV3'] },
      { code: 'ESPORTS', vendors: ['AV'] },
    ]);
  });
});
