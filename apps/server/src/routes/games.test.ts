import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  addFavourite,
  addRecentGame,
  favouriteIds,
  favouriteList,
  gameLaunchFB,
  gameList,
  hotGames,
  jackpot,
  launchGame,
  lobbyNews,
  lotteryGames,
  recentGames,
  removeFavourite,
  vendorGameTypes,
  vendorLanes,
  vnLotteryMenu,
  vnLotteryRecent,
  walletBalance,
  winnerBoard,
} from '@playdeck/contract';
import { hasMorePages } from '@playdeck/domain';
import { addTestMember, refusal, serverForFile, startServer } from '../testing/harness';

const s = serverForFile();

const visitor = () => s.client();

describe('catalogue', () => {
  it('holds at least 600 games, the same ones on every fresh start', async () => {
    expect(s.db.prepare('SELECT COUNT(*) FROM games').pluck().get()).toBeGreaterThanOrEqual(600);
    const other = await startServer();
    try {
      const mine = await visitor().call(gameList, { gameType: 'RNG', pageSize: 100 });
      const theirs = await other.client().call(gameList, { gameType: 'RNG', pageSize: 100 });
      expect(theirs).toEqual(mine);
      const artA = await fetch(`${s.base}${mine.games[7]?.iconUrl}`).then((r) => r.text());
      const artB = await fetch(`${other.base}${mine.games[7]?.iconUrl}`).then((r) => r.text());
      expect(artB).toBe(artA);
    } finally {
      await other.close();
    }
  });

  it('maps each game type to its vendors, with esports and cockfight under SPORTS and JL under RNG', async () => {
    const { content } = await visitor().call(vendorGameTypes, {});
    expect(Object.keys(content.SPORTS ?? {})).toEqual(
      expect.arrayContaining(['AV', 'AI', 'IMES', 'TF', 'IA', 'SV3', 'DS88', 'DIG', 'WGB', 'SBO']),
    );
    expect(Object.keys(content.RNG ?? {})).toEqual(expect.arrayContaining(['JL', 'PG', 'PP']));
    expect(Object.keys(content.LIVE ?? {})).toEqual(['EVO', 'SA', 'DG', 'WM']);
    expect(content.RNG?.JL).toContain('BG');
  });

  it('gives one lane per type; lobby vendors launch directly, others open their list', async () => {
    const { data } = await visitor().call(vendorLanes, { platform: 'html5' });
    expect(data.lanes.map((l) => l.title)).toEqual([
      'RNG',
      'LIVE',
      'PVP',
      'FISH',
      'SPORTS',
      'LOTT',
      'ELOTT',
    ]);
    const sports = data.lanes.find((l) => l.title === 'SPORTS');
    const sv3 = sports?.cards.find((c) => c.vassalage === 'SV3');
    expect(sv3).toMatchObject({ isGame: 'GAME', displayName: 'SV388' });
    expect(sv3?.nodeId).toBeTruthy();
    const live = data.lanes.find((l) => l.title === 'LIVE');
    expect(live?.cards.every((c) => c.isGame === 'VASSALAGE' && (c.gameCount ?? 0) > 0)).toBe(true);
    expect(live?.gameClassify.map((c) => c.key)).toEqual(expect.arrayContaining(['ROU', 'BAC']));
    const pg = data.lanes[0]?.cards.find((c) => c.vassalage === 'PG');
    const logo = await fetch(`${s.base}${pg?.mobileLargeIcon}`);
    expect(logo.headers.get('content-type')).toBe('image/webp');
    // The 240 x 96 logo, drawn twice as large for dense screens.
    const webp = Buffer.from(await logo.arrayBuffer());
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 480, height: 192 });
    const svg = await fetch(`${s.base}${pg?.mobileLargeIcon?.replace(/\.webp$/, '.svg')}`);
    expect(await svg.text()).toContain('>PG<');
  });
});

describe('game list filters', () => {
  it('keeps only roulette tables for live + ROU', async () => {
    const r = await visitor().call(gameList, {
      gameType: 'LIVE',
      gameClassify: 'ROU',
      pageSize: 100,
    });
    expect(r.totalCount ?? 0).toBeGreaterThan(3);
    expect(r.games.every((g) => g.gameType === 'LIVE' && g.gameClassify === 'ROU')).toBe(true);
  });

  it('reads vassalage as a comma list of vendors, in any case', async () => {
    const r = await visitor().call(gameList, {
      gameType: 'RNG',
      vassalage: 'pg,PP',
      pageSize: 100,
    });
    const vendors = new Set(r.games.map((g) => g.vassalage));
    expect(vendors).toEqual(new Set(['PG', 'PP']));
    const pgOnly = await visitor().call(gameList, {
      gameType: 'RNG',
      vassalage: 'PG',
      pageSize: 1,
    });
    expect(r.totalCount ?? 0).toBeGreaterThan(pgOnly.totalCount ?? 0);
  });

  it('finds bingo as RNG games of class BG', async () => {
    const r = await visitor().call(gameList, { gameType: 'RNG', gameClassify: 'BG' });
    expect(r.totalCount ?? 0).toBeGreaterThanOrEqual(8);
    expect(r.games.every((g) => g.gameClassify === 'BG')).toBe(true);
  });

  it('keeps new games for isNew 1 and ignores an empty isNew', async () => {
    const fresh = await visitor().call(gameList, { gameType: 'RNG', isNew: '1', pageSize: 100 });
    expect(fresh.totalCount ?? 0).toBeGreaterThan(0);
    expect(fresh.games.every((g) => g.isNew === 1)).toBe(true);
    const all = await visitor().call(gameList, { gameType: 'RNG', isNew: '', pageSize: 1 });
    expect(all.totalCount ?? 0).toBeGreaterThan(fresh.totalCount ?? 0);
  });

  it('searches names by a part, ignoring case', async () => {
    const r = await visitor().call(gameList, { gameType: 'RNG', gameName: 'gOLd', pageSize: 100 });
    expect(r.totalCount ?? 0).toBeGreaterThan(0);
    expect(r.games.every((g) => g.gameName.toLowerCase().includes('gold'))).toBe(true);
    const none = await visitor().call(gameList, { gameName: '%' });
    expect(none.totalCount ?? 0).toBe(0);
  });

  it('matches min bet and min lines exactly, from the lane’s options', async () => {
    const { data } = await visitor().call(vendorLanes, {});
    const rng = data.lanes[0];
    expect(rng?.minBets).toEqual(expect.arrayContaining([0.01, 0.5, 1]));
    const bet = await visitor().call(gameList, { gameType: 'RNG', minBet: 0.5, pageSize: 100 });
    expect(bet.totalCount ?? 0).toBeGreaterThan(0);
    expect(bet.games.every((g) => g.minBet === 0.5)).toBe(true);
    const lines = await visitor().call(gameList, {
      gameType: 'RNG',
      minLine: '243',
      pageSize: 100,
    });
    expect(lines.totalCount ?? 0).toBeGreaterThan(0);
    expect(lines.games.every((g) => g.minLine === 243 && g.gameClassify === 'MEGA')).toBe(true);
  });

  it('pages with totalPages and hasMore until the last page', async () => {
    const first = await visitor().call(gameList, { gameType: 'RNG', pageNo: 1, pageSize: 24 });
    expect(first.games).toHaveLength(24);
    expect(first.totalPages).toBe(Math.ceil((first.totalCount ?? 0) / 24));
    expect(hasMorePages({ pageNum: first.pageNum ?? 1, totalPages: first.totalPages })).toBe(true);
    const second = await visitor().call(gameList, { gameType: 'RNG', pageNo: 2, pageSize: 24 });
    expect(second.pageNum).toBe(2);
    expect(second.games[0]?.nodeId).not.toBe(first.games[0]?.nodeId);
    const last = await visitor().call(gameList, {
      gameType: 'RNG',
      pageNo: first.totalPages,
      pageSize: 24,
    });
    expect(last.games.length).toBe((first.totalCount ?? 0) - 24 * (first.totalPages - 1));
    expect(hasMorePages({ pageNum: last.pageNum ?? 0, totalPages: last.totalPages })).toBe(false);
    const seen = new Set<string>();
    for (let page = 1; page <= first.totalPages; page++) {
      const r = await visitor().call(gameList, { gameType: 'RNG', pageNo: page, pageSize: 24 });
      r.games.forEach((g) => seen.add(g.nodeId));
    }
    expect(seen.size).toBe(first.totalCount ?? 0);
  });

  it('lists esports and cockfight vendors when asked by those names', async () => {
    const esports = await visitor().call(gameList, { gameType: 'ESPORTS' });
    expect(new Set(esports.games.map((g) => g.vassalage))).toEqual(
      new Set(['AV', 'AI', 'IMES', 'TF', 'IA']),
    );
  });

  it('refuses a page number that is not a number, naming the field', async () => {
    const res = await fetch(`${s.base}/wps/relay/GCSGAME_gameList?pageNo=abc`, {
      headers: { Merchant: 'playdeck' },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errorCode: string; message: string };
    expect(body.errorCode).toBe('request_param_err');
    expect(body.message).toContain('pageNo');
  });
});

describe('hot games', () => {
  it('lists only hot games, hottest first, narrowed by vendor', async () => {
    const all = await visitor().call(hotGames, { isPlatform: '2', platform: 'html5' });
    expect(all.list.length).toBeGreaterThan(24);
    expect(all.list.every((g) => g.isHot === 1)).toBe(true);
    const vendor = all.list[0]?.vassalage ?? '';
    const one = await visitor().call(hotGames, { vassalage: vendor });
    expect(one.list.length).toBeGreaterThan(0);
    expect(one.list.every((g) => g.vassalage === vendor)).toBe(true);
  });
});

describe('favourites', () => {
  it('need a session', async () => {
    const e = await refusal(visitor().call(favouriteIds, {}));
    expect(e.status).toBe(401);
  });

  it('add, ignore a duplicate, list, and remove', async () => {
    const m = addTestMember(s.db);
    const api = s.client(m.token);
    const [a, b] = (await visitor().call(gameList, { gameType: 'LIVE', pageSize: 2 })).games;
    if (!a || !b) throw new Error('catalogue too small');
    await api.call(addFavourite, { nodeId: a.nodeId, vendor: a.vassalage, gameType: a.gameType });
    await api.call(addFavourite, { nodeId: b.nodeId, vendor: b.vassalage });
    await expect(api.call(addFavourite, { nodeId: a.nodeId })).resolves.toBe(true);
    const ids = await api.call(favouriteIds, { pageNo: 1, pageSize: 100 });
    expect(ids.filter((id) => id === a.nodeId)).toHaveLength(1);
    expect(ids).toHaveLength(2);

    const list = await api.call(favouriteList, { pageNo: 1, pageSize: 24, gameType: 'LIVE' });
    expect(list.content.map((g) => g.nodeId).sort()).toEqual([a.nodeId, b.nodeId].sort());
    expect(list).toMatchObject({ pageNum: 1, totalPages: 1 });
    const otherType = await api.call(favouriteList, { gameType: 'RNG' });
    expect(otherType.content).toHaveLength(0);

    await api.call(removeFavourite, { nodeId: a.nodeId, vendor: a.vassalage });
    expect(await api.call(favouriteIds, {})).toEqual([b.nodeId]);
    await expect(api.call(removeFavourite, { nodeId: a.nodeId })).resolves.toBe(true);
  });

  it('removes a favourite sent as a DELETE body, as the platform’s own client sends it', async () => {
    const m = addTestMember(s.db);
    const game = (await visitor().call(gameList, { gameType: 'PVP', pageSize: 1 })).games[0];
    if (!game) throw new Error('no game');
    await s.client(m.token).call(addFavourite, { nodeId: game.nodeId });
    const res = await fetch(`${s.base}/wps/relay/MCSFE_removeFavoriteGameV2`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', Authorization: m.token, Merchant: 'playdeck' },
      body: JSON.stringify({ nodeId: game.nodeId, vendor: game.vassalage, gameType: 'PVP' }),
    });
    expect(res.status).toBe(200);
    expect(await s.client(m.token).call(favouriteIds, {})).toEqual([]);
  });

  it('refuses a game that does not exist', async () => {
    const m = addTestMember(s.db);
    const e = await refusal(s.client(m.token).call(addFavourite, { nodeId: '999999' }));
    expect(e.errorCode).toBe('game.not.found');
  });
});

describe('launch and recent games', () => {
  it('launches a game, records it as recent and opens a playable page', async () => {
    const m = addTestMember(s.db, { balance: 500 });
    const api = s.client(m.token);
    const game = (await visitor().call(gameList, { gameType: 'RNG', pageSize: 1 })).games[0];
    if (!game) throw new Error('no game');
    const { content } = await api.call(launchGame, {
      launchMode: 'GLS',
      nodeId: game.nodeId,
      gameId: game.gameId ?? undefined,
      vassalage: game.vassalage,
      gameType: game.gameType,
      accountType: 1,
      backUrl: '/m/slot-games',
    });
    expect(content.game_url).toMatch(new RegExp(`^/demo/game/${game.nodeId}\\?ticket=`));
    expect(content.game_url).not.toContain(m.token);

    const recent = await api.call(recentGames, { page: 1, pageSize: 24 });
    expect(recent.list[0]?.nodeId).toBe(game.nodeId);

    const page = await fetch(`${s.base}${content.game_url}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(game.gameName);
    expect(html).toContain('href="/m/slot-games"');
    expect(html).toContain('<script src="/demo/assets/game.js');
    expect(html).not.toMatch(/<script>|<script[^>]*>[^<]+<\/script>|style="/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const js = await fetch(`${s.base}/demo/assets/game.js`);
    expect(js.headers.get('content-type')).toContain('javascript');

    // A round: the stake leaves the wallet, any win comes back, and the bet is recorded.
    const ticket = new URL(content.game_url, s.base).searchParams.get('ticket');
    const round = (await fetch(`${s.base}/demo/api/round`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket, stake: 1 }),
    }).then((r) => r.json())) as { success: boolean; value: { win: number; balance: number } };
    expect(round.success).toBe(true);
    expect(round.value.balance).toBeCloseTo(500 - 1 + round.value.win, 2);
    const wallet = await api.call(walletBalance, { typeId: 0 });
    expect(wallet.sumBalance).toBeCloseTo(round.value.balance, 2);
    const bets = s.db.prepare('SELECT COUNT(*) FROM bets WHERE user_id = ?').pluck().get(m.id);
    expect(bets).toBe(1);
  });

  it('moves a game to the top of recent when recorded again', async () => {
    const m = addTestMember(s.db);
    const api = s.client(m.token);
    const [a, b] = (await visitor().call(gameList, { gameType: 'FISH', pageSize: 2 })).games;
    if (!a || !b) throw new Error('no games');
    await api.call(addRecentGame, { nodeId: a.nodeId });
    await new Promise((r) => setTimeout(r, 5));
    await api.call(addRecentGame, { nodeId: b.nodeId });
    await new Promise((r) => setTimeout(r, 5));
    await api.call(addRecentGame, { nodeId: a.nodeId });
    const recent = await api.call(recentGames, {});
    expect(recent.list.map((g) => g.nodeId)).toEqual([a.nodeId, b.nodeId]);
  });

  it('refuses a round bigger than the balance and leaves the wallet as it was', async () => {
    const m = addTestMember(s.db, { balance: 3 });
    const game = (await visitor().call(gameList, { gameType: 'RNG', minBet: 0.01, pageSize: 1 }))
      .games[0];
    if (!game) throw new Error('no game');
    const { content } = await s
      .client(m.token)
      .call(launchGame, { launchMode: 'GLS', nodeId: game.nodeId });
    const ticket = new URL(content.game_url, s.base).searchParams.get('ticket');
    const res = await fetch(`${s.base}/demo/api/round`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket, stake: 5 }),
    });
    const body = (await res.json()) as { success: boolean; errorCode: string; message: string };
    expect(body).toMatchObject({ success: false, errorCode: 'balance.insufficient' });
    expect(body.message).toMatch(/deposit/i);
    expect((await s.client(m.token).call(walletBalance, {})).sumBalance).toBe(3);
  });

  it('allows free play for member types 0, 1 and 2 only, on games that have it', async () => {
    const game = (await visitor().call(gameList, { gameType: 'RNG', pageSize: 100 })).games.find(
      (g) => g.supportPlay === 1,
    );
    const noFree = (await visitor().call(gameList, { gameType: 'LIVE', pageSize: 1 })).games[0];
    if (!game || !noFree) throw new Error('no games');
    for (const type of [0, 1, 2]) {
      const m = addTestMember(s.db, { type });
      const r = await s
        .client(m.token)
        .call(launchGame, { launchMode: 'GLS', nodeId: game.nodeId, accountType: 0 });
      const html = await fetch(`${s.base}${r.content.game_url}`).then((x) => x.text());
      expect(html).toContain('Free play');
    }
    for (const type of [4, 40, 41]) {
      const m = addTestMember(s.db, { type });
      const e = await refusal(
        s
          .client(m.token)
          .call(launchGame, { launchMode: 'GLS', nodeId: game.nodeId, accountType: 0 }),
      );
      expect(e).toMatchObject({ errorCode: 'free_reject', status: 403 });
    }
    const m = addTestMember(s.db);
    const e = await refusal(
      s
        .client(m.token)
        .call(launchGame, { launchMode: 'GLS', nodeId: noFree.nodeId, accountType: 0 }),
    );
    expect(e.errorCode).toBe('game.freeplay.unavailable');
  });

  it('needs a session and a launch mode', async () => {
    const e = await refusal(visitor().call(launchGame, { launchMode: 'GLS', nodeId: '20001' }));
    expect(e.status).toBe(401);
    const m = addTestMember(s.db);
    const res = await fetch(`${s.base}/wps/game/launchGame?nodeId=20001`, {
      headers: { Authorization: m.token, Merchant: 'playdeck' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('launchMode');
  });

  it('shows an ended page for an unknown ticket', async () => {
    const res = await fetch(`${s.base}/demo/game/20001?ticket=nope-nope-nope-nope`);
    expect(res.status).toBe(410);
    expect(await res.text()).toContain('has ended');
  });

  it('ignores a back link to another site', async () => {
    const m = addTestMember(s.db);
    const r = await s.client(m.token).call(launchGame, {
      launchMode: 'GLS',
      nodeId: '20001',
      backUrl: '//evil.example/x',
    });
    const html = await fetch(`${s.base}${r.content.game_url}`).then((x) => x.text());
    expect(html).toContain('href="/m/home"');
    expect(html).not.toContain('evil.example');
  });
});

describe('lottery', () => {
  it('lists TCG lotto games with prize modes and the next draw', async () => {
    const { list } = await visitor().call(lotteryGames, {});
    expect(list).toHaveLength(12);
    expect(list.every((g) => (g.nextDrawAt ?? 0) > Date.now() - 1000)).toBe(true);
    expect(list.find((g) => g.gameCode === 'TCG_FAST_1M')?.drawIntervalSeconds).toBe(60);
  });

  it('lists the Vietnamese lottery by region', async () => {
    const { regions } = await visitor().call(vnLotteryMenu, {});
    expect(regions.map((r) => r.region)).toEqual(['NORTH', 'CENTRAL', 'SOUTH']);
    expect(regions.reduce((n, r) => n + r.games.length, 0)).toBe(18);
  });

  it('launches a lottery game with prize mode and play type, and refuses a mode it lacks', async () => {
    const m = addTestMember(s.db);
    const api = s.client(m.token);
    const r = await api.call(launchGame, {
      launchMode: 'LOTT',
      lottoGameCode: 'TCG_FAST_3M',
      lottoPrizeMode: 'ZY',
      playType: 'ent',
    });
    const html = await fetch(`${s.base}${r.content.game_url}`).then((x) => x.text());
    expect(html).toContain('ZY');
    expect(html).toContain('Entertainment');
    expect(html).toContain('Place bet');

    const e = await refusal(
      api.call(launchGame, {
        launchMode: 'LOTT',
        lottoGameCode: 'VN_HANOI',
        lottoPrizeMode: 'Lott',
      }),
    );
    expect(e.message).toContain('Elott');

    await api.call(launchGame, { launchMode: 'LOTT', lottoGameCode: 'VN_HANOI' });
    const lobby = await api.call(launchGame, { launchMode: 'LOTT', vendor: 'VNLOTTO' });
    expect(lobby.content.game_url).toContain('/demo/game/');
    const recent = await api.call(vnLotteryRecent, {});
    expect(recent.list.map((g) => g.gameCode)).toContain('VN_HANOI');
  });
});

describe('winner board and jackpot', () => {
  it('shows 20 masked winners, biggest first', async () => {
    const { list } = await visitor().call(winnerBoard, { gameCategory: 'ALL', limitNum: 20 });
    expect(list).toHaveLength(20);
    const amounts = list.map((w) => w.vo.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(list.every((w) => w.vo.customerName.includes('***'))).toBe(true);
    const live = await visitor().call(winnerBoard, { gameCategory: 'LIVE' });
    expect(live.list.every((w) => w.vo.gameType === 'LIVE')).toBe(true);
  });

  it('grows the jackpot with time', async () => {
    let now = Date.now();
    const timed = await startServer({ now: () => now });
    now = Date.now() + 60_000;
    try {
      const a = await timed.client().call(jackpot, {});
      now += 10 * 60_000;
      const b = await timed.client().call(jackpot, {});
      expect(a.amount).toBeGreaterThanOrEqual(1_250_000_000);
      expect(Math.abs(b.amount - a.amount - 10_000)).toBeLessThanOrEqual(0.02);
      expect(a.currencySymbol).toBe('₱');
    } finally {
      await timed.close();
    }
  });
});

describe('artwork', () => {
  it('serves each game picture as a cacheable WebP (or SVG) and 404s an unknown one', async () => {
    const game = (await visitor().call(gameList, { pageSize: 1 })).games[0];
    expect(game?.iconUrl).toMatch(/^\/artwork\/v1\/games\/\d+\.webp$/);
    const res = await fetch(`${s.base}${game?.iconUrl}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const webp = Buffer.from(await res.arrayBuffer());
    // Drawn at the SVG's own size.
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 300, height: 300 });
    const svg = await fetch(`${s.base}${game?.iconUrl?.replace(/\.webp$/, '.svg')}`);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg[^>]+viewBox="0 0 300 300"/);
    expect((await fetch(`${s.base}/artwork/v1/games/999999.webp`)).status).toBe(404);
    expect((await fetch(`${s.base}/artwork/v1/games/12.png`)).status).toBe(404);
    expect((await fetch(`${s.base}/artwork/v1/games/999999.svg`)).status).toBe(404);
    expect((await fetch(`${s.base}/artwork/v1/games/..%2Fx.svg`)).status).toBe(404);
  });
});

describe('the Facebook game launch', () => {
  it("launches a vendor game for Facebook's in-app browser, with the same checks", async () => {
    const m = addTestMember(s.db, { balance: 20 });
    const game = (await visitor().call(gameList, { gameType: 'RNG', pageSize: 1 })).games[0];
    const { content } = await s.client(m.token).call(gameLaunchFB, {
      launchMode: 'GLS',
      nodeId: game?.nodeId ?? '',
      backUrl: '/m/slot-games',
    });
    expect(content.game_url).toMatch(/\/demo\/game\/.+\?ticket=.+&via=facebook$/);
    const html = await fetch(`${s.base}${content.game_url}`).then((r) => r.text());
    expect(html).toContain(game?.gameName ?? '');
    expect(html).toContain("Opened for Facebook's in-app browser");
    const visitorTry = await refusal(
      visitor().call(gameLaunchFB, { launchMode: 'GLS', nodeId: game?.nodeId ?? '' }),
    );
    expect(visitorTry.status).toBe(401);
    const trial = addTestMember(s.db, { type: 4 });
    const free = await refusal(
      s
        .client(trial.token)
        .call(gameLaunchFB, { launchMode: 'GLS', nodeId: game?.nodeId ?? '', accountType: 0 }),
    );
    expect(free.errorCode).toBe('free_reject');
  });
});

describe('lobby news', () => {
  it('answers the news newest first in the language asked for, a new game naming its game', async () => {
    const en = await visitor().call(lobbyNews, { language: 'EN' });
    const ty = await visitor().call(lobbyNews, { language: 'TY' });
    expect(en.totalCount).toBe(4);
    expect(ty.totalCount).toBe(4);
    expect(en.list.map((n) => n.publishedAt)).toEqual(
      [...en.list.map((n) => n.publishedAt)].sort((a, b) => b - a),
    );
    const newGame = en.list.find((n) => n.category === 'NEW_GAME');
    expect(newGame?.title).toContain(newGame?.gameName ?? 'none');
    const news = await visitor().call(gameList, { gameType: 'RNG', isNew: '1', pageSize: 100 });
    expect(news.games.some((g) => g.nodeId === newGame?.nodeId)).toBe(true);
    expect(ty.list[0]?.title).not.toBe(en.list[0]?.title);
    const page = await visitor().call(lobbyNews, { language: 'EN', pageSize: 3, pageNo: 2 });
    expect(page).toMatchObject({ pageNum: 2, totalPages: 2 });
    expect(page.list).toHaveLength(1);
  });
});
