import { describe, expect, it } from 'vitest';
import {
  activeClassification,
  classificationAfterChoice,
  classificationMenu,
  emptyGameFilter,
  gameListReducer,
  gameListRequest,
  initialGameListState,
  isFilterEmpty,
  LIST_PAGE_SIZE,
  listModeAfterTab,
  LIST_TABS,
  LOBBY_PAGE_SIZE,
  tabNeedsSession,
  type GameListAction,
  type GameListState,
} from './gameListState';
import { hasMorePages } from './paging';

const run = (state: GameListState, ...actions: GameListAction[]) =>
  actions.reduce(gameListReducer, state);

/** A slot list two pages in, with a vendor, a name, a class and a min bet chosen. */
function busy(): GameListState {
  return run(
    initialGameListState({ category: 'RNG' }),
    { type: 'vendors', vendors: ['PG'] },
    { type: 'search', gameName: 'dragon' },
    { type: 'classify', key: 'VIDEO' },
    {
      type: 'applyFilter',
      filter: { gameClassify: 'VIDEO', minBet: 0.5, minLine: 25, vassalage: ['PG'] },
    },
    { type: 'more' },
  );
}

describe('initialGameListState', () => {
  it('starts on all, page 1, for the category type', () => {
    expect(initialGameListState({ category: 'live' })).toMatchObject({
      category: 'LIVE',
      gameType: 'LIVE',
      mode: 'all',
      page: 1,
      gameClassify: '',
      vassalage: [],
    });
  });

  it('starts BINGO as RNG with classification BG', () => {
    expect(initialGameListState({ category: 'BINGO' })).toMatchObject({
      gameType: 'RNG',
      gameClassify: 'BG',
    });
  });

  it('starts INHOUSE as RNG limited to the in-house vendors', () => {
    const s = initialGameListState({ category: 'INHOUSE' });
    expect(s).toMatchObject({ gameType: 'RNG', baseVendors: ['JL'] });
    expect(gameListRequest(s, 1, 24)).toMatchObject({
      params: { gameType: 'RNG', vassalage: 'JL' },
    });
  });

  it('lists esports and cockfight as SPORTS of their vendors', () => {
    const e = initialGameListState({ category: 'ESPORTS' });
    expect(e.gameType).toBe('SPORTS');
    expect(gameListRequest(e, 1, 24)).toMatchObject({
      params: { gameType: 'SPORTS', vassalage: 'AV,AI,IMES,TF,IA' },
    });
    expect(initialGameListState({ category: 'COCKFIGHT' }).gameType).toBe('SPORTS');
  });

  it('reads the type and vassalage queries', () => {
    expect(
      initialGameListState({ category: 'LIVE', classify: 'rou', vendors: 'EVO,sa' }),
    ).toMatchObject({
      gameClassify: 'ROU',
      vassalage: ['EVO', 'SA'],
    });
  });
});

describe('tabs', () => {
  it('switch the mode, go to page 1 and clear vendor, name and min bet', () => {
    const s = run(busy(), { type: 'tab', tab: 'hot' });
    expect(s).toMatchObject({ mode: 'hot', page: 1, vassalage: [], gameName: '', minBet: null });
  });

  it('go back to all when the active tab is tapped', () => {
    const hot = run(
      initialGameListState({ category: 'RNG' }),
      { type: 'tab', tab: 'hot' },
      { type: 'more' },
    );
    expect(run(hot, { type: 'tab', tab: 'hot' })).toMatchObject({ mode: 'all', page: 1 });
    const fav = run(initialGameListState({ category: 'RNG' }), { type: 'tab', tab: 'fav' });
    expect(run(fav, { type: 'tab', tab: 'fav' }).mode).toBe('all');
    const recent = run(initialGameListState({ category: 'RNG' }), { type: 'tab', tab: 'recent' });
    expect(run(recent, { type: 'tab', tab: 'recent' }).mode).toBe('all');
  });

  it('open the filter panel from the filter tab without changing the list', () => {
    const before = run(
      initialGameListState({ category: 'RNG' }),
      { type: 'vendors', vendors: ['PG'] },
      { type: 'more' },
    );
    const s = run(before, { type: 'tab', tab: 'filter' });
    expect(s).toEqual({ ...before, filterOpen: true });
  });

  it('leave the filtered list and its fields when the active filter tab is tapped', () => {
    const s = run(busy(), { type: 'tab', tab: 'filter' });
    expect(s).toMatchObject({
      mode: 'all',
      page: 1,
      gameClassify: '',
      minBet: null,
      minLine: null,
      vassalage: [],
    });
    expect(isFilterEmpty(s)).toBe(true);
  });

  it('keep the classification when moving between all, hot, fav and recent', () => {
    const s = run(
      initialGameListState({ category: 'LIVE', classify: 'BAC' }),
      { type: 'tab', tab: 'recent' },
      { type: 'tab', tab: 'all' },
    );
    expect(s).toMatchObject({ mode: 'all', gameClassify: 'BAC' });
  });

  it('say the mode a tab leads to, as the list itself will have it', () => {
    expect(listModeAfterTab('all', 'hot')).toBe('hot');
    expect(listModeAfterTab('hot', 'hot')).toBe('all');
    expect(listModeAfterTab('hot', 'filter')).toBe('hot');
    expect(listModeAfterTab('filter', 'filter')).toBe('all');
    for (const mode of ['all', 'hot', 'fav', 'recent', 'filter'] as const) {
      const state = { ...initialGameListState({ category: 'RNG' }), mode };
      for (const tab of LIST_TABS)
        expect(listModeAfterTab(mode, tab)).toBe(run(state, { type: 'tab', tab }).mode);
    }
  });

  it('ask for a session for recent and favourites only', () => {
    expect(tabNeedsSession('recent')).toBe(true);
    expect(tabNeedsSession('fav')).toBe(true);
    expect(tabNeedsSession('hot')).toBe(false);
    expect(tabNeedsSession('all')).toBe(false);
    expect(tabNeedsSession('filter')).toBe(false);
  });
});

describe('provider choice', () => {
  it('narrows the list and goes to page 1', () => {
    const s = run(
      initialGameListState({ category: 'RNG' }),
      { type: 'more' },
      { type: 'vendors', vendors: ['pg', 'PP'] },
    );
    expect(s).toMatchObject({ vassalage: ['PG', 'PP'], page: 1, mode: 'all' });
    expect(gameListRequest(s, 1, 24)).toMatchObject({ params: { vassalage: 'PG,PP' } });
  });

  it('resets the classification when chosen from hot or favourites', () => {
    const base = initialGameListState({ category: 'LIVE', classify: 'BAC' });
    expect(
      run(base, { type: 'tab', tab: 'hot' }, { type: 'vendors', vendors: ['EVO'] }),
    ).toMatchObject({ mode: 'hot', gameClassify: '' });
    expect(
      run(base, { type: 'tab', tab: 'fav' }, { type: 'vendors', vendors: ['EVO'] }),
    ).toMatchObject({ mode: 'fav', gameClassify: '' });
    expect(run(base, { type: 'vendors', vendors: ['EVO'] }).gameClassify).toBe('BAC');
  });

  it('back to all vendors keeps the category vendors for in-house', () => {
    const s = run(initialGameListState({ category: 'INHOUSE' }), { type: 'vendors', vendors: [] });
    expect(gameListRequest(s, 1, 24)).toMatchObject({ params: { vassalage: 'JL' } });
  });
});

describe('search', () => {
  it('sets the trimmed name and goes to page 1', () => {
    const s = run(
      initialGameListState({ category: 'RNG' }),
      { type: 'more' },
      { type: 'search', gameName: '  Fortune ' },
    );
    expect(s).toMatchObject({ gameName: 'Fortune', page: 1 });
    expect(gameListRequest(s, 1, 24)).toMatchObject({ params: { gameName: 'Fortune' } });
  });
});

describe('classification', () => {
  it('says the chosen entry a choice leads to, as the list itself will have it', () => {
    for (const mode of ['all', 'hot', 'fav', 'recent'] as const)
      for (const key of ['ALL', 'NEW', 'HOT', 'FAV', 'RECENT', 'bac', ' SLOT ']) {
        const state = { ...initialGameListState({ category: 'LIVE' }), mode };
        const after = run(state, { type: 'classify', key });
        expect(classificationAfterChoice(key)).toBe(activeClassification(after));
      }
  });

  it('chooses a class, or none with all, on page 1', () => {
    const s = run(
      initialGameListState({ category: 'LIVE' }),
      { type: 'more' },
      { type: 'classify', key: 'rou' },
    );
    expect(s).toMatchObject({ gameClassify: 'ROU', page: 1 });
    expect(run(s, { type: 'classify', key: 'ALL' }).gameClassify).toBe('');
  });

  it('selects the hot, favourite and recent lists through HOT, FAV and RECENT', () => {
    const s = initialGameListState({ category: 'RNG' });
    expect(run(s, { type: 'classify', key: 'HOT' }).mode).toBe('hot');
    expect(run(s, { type: 'classify', key: 'FAV' }).mode).toBe('fav');
    expect(run(s, { type: 'classify', key: 'RECENT' }).mode).toBe('recent');
  });

  it('returns from hot or favourites to the full list when a class is chosen', () => {
    const s = run(
      initialGameListState({ category: 'RNG' }),
      { type: 'tab', tab: 'hot' },
      { type: 'classify', key: 'VIDEO' },
    );
    expect(s).toMatchObject({ mode: 'all', gameClassify: 'VIDEO' });
  });

  it('sends isNew 1 and no class for NEW', () => {
    const s = run(initialGameListState({ category: 'RNG' }), { type: 'classify', key: 'NEW' });
    expect(gameListRequest(s, 1, 24)).toMatchObject({
      call: 'gameList',
      params: { isNew: '1', gameClassify: '' },
    });
    expect(gameListRequest(initialGameListState({ category: 'RNG' }), 1, 24)).toMatchObject({
      params: { isNew: '' },
    });
  });

  it('marks the entry that matches the list', () => {
    const s = initialGameListState({ category: 'RNG' });
    expect(activeClassification(s)).toBe('ALL');
    expect(activeClassification(run(s, { type: 'classify', key: 'MEGA' }))).toBe('MEGA');
    expect(activeClassification(run(s, { type: 'tab', tab: 'hot' }))).toBe('HOT');
  });

  it('needs its expand toggle only above 4 entries', () => {
    expect(classificationMenu(['BAC', 'ROU'])).toEqual({
      entries: ['ALL', 'NEW', 'BAC', 'ROU'],
      expandable: false,
    });
    expect(classificationMenu(['BAC', 'ROU', 'bj']).expandable).toBe(true);
    expect(classificationMenu(['BAC', 'BAC', 'NEW']).entries).toEqual(['ALL', 'NEW', 'BAC']);
  });
});

describe('filter panel', () => {
  it('applying sets filter mode, closes the panel and goes to page 1', () => {
    const s = run(
      initialGameListState({ category: 'RNG' }),
      { type: 'more' },
      { type: 'openFilter' },
      {
        type: 'applyFilter',
        filter: { gameClassify: 'mega', minBet: 1, minLine: null, vassalage: ['PG'] },
      },
    );
    expect(s).toMatchObject({
      mode: 'filter',
      filterOpen: false,
      page: 1,
      gameClassify: 'MEGA',
      minBet: 1,
      vassalage: ['PG'],
    });
    expect(gameListRequest(s, 1, 24)).toMatchObject({
      call: 'gameList',
      params: { gameClassify: 'MEGA', minBet: 1, minLine: undefined, vassalage: 'PG' },
    });
  });

  it('applying an empty filter is the full list', () => {
    const s = run(busy(), { type: 'applyFilter', filter: emptyGameFilter() });
    expect(s).toMatchObject({ mode: 'all', filterOpen: false, page: 1 });
  });

  it('clearing one field re-queries page 1 and keeps the other fields', () => {
    const s = run(busy(), { type: 'clearFilterField', field: 'minBet' });
    expect(s).toMatchObject({
      mode: 'filter',
      page: 1,
      minBet: null,
      minLine: 25,
      gameClassify: 'VIDEO',
    });
  });

  it('returns to all once every field is cleared', () => {
    const s = run(
      busy(),
      { type: 'clearFilterField', field: 'minBet' },
      { type: 'clearFilterField', field: 'minLine' },
      { type: 'clearFilterField', field: 'gameClassify' },
    );
    expect(s.mode).toBe('filter');
    expect(run(s, { type: 'clearFilterField', field: 'vassalage' })).toMatchObject({
      mode: 'all',
      page: 1,
    });
  });

  it('closing the panel changes nothing else', () => {
    const s = run(busy(), { type: 'openFilter' });
    expect(run(s, { type: 'closeFilter' })).toEqual({ ...s, filterOpen: false });
  });
});

describe('more', () => {
  it('loads the next page', () => {
    expect(run(initialGameListState(), { type: 'more' }, { type: 'more' }).page).toBe(3);
  });

  it('is offered while the page is before the last one', () => {
    expect(hasMorePages({ pageNum: 1, totalPages: 2 })).toBe(true);
    expect(hasMorePages({ pageNum: 2, totalPages: 2 })).toBe(false);
  });

  it('asks 35 a page on the lobby list and 24 on list pages', () => {
    const s = initialGameListState({ category: 'RNG' });
    expect(gameListRequest(s, 2, LOBBY_PAGE_SIZE)).toMatchObject({
      params: { pageNo: 2, pageSize: 35 },
    });
    expect(gameListRequest(s, 1, LIST_PAGE_SIZE)).toMatchObject({ params: { pageSize: 24 } });
  });
});

describe('requests per mode', () => {
  it('reads hot games as one list narrowed by vendor, the name matched on the device', () => {
    const s = run(
      initialGameListState({ category: 'INHOUSE' }),
      { type: 'tab', tab: 'hot' },
      { type: 'search', gameName: 'ace' },
    );
    expect(gameListRequest(s, 1, 24)).toEqual({
      call: 'hotGames',
      params: { gameType: 'RNG', vassalage: 'JL' },
      gameName: 'ace',
    });
  });

  it('reads favourites and recent games with their own paging names', () => {
    const fav = initialGameListState({ category: '', mode: 'fav' });
    expect(gameListRequest(fav, 2, 24)).toEqual({
      call: 'favouriteList',
      params: { gameType: '', vendor: '', pageNo: 2, pageSize: 24 },
    });
    const recent = run(initialGameListState({ category: 'LIVE' }), { type: 'tab', tab: 'recent' });
    expect(gameListRequest(recent, 1, 24)).toEqual({
      call: 'recentGames',
      params: { gameType: 'LIVE', vendor: '', page: 1, pageSize: 24 },
    });
  });

  it('starts over from the route', () => {
    expect(run(busy(), { type: 'restart', start: { category: 'FISH' } })).toEqual(
      initialGameListState({ category: 'FISH' }),
    );
  });
});
