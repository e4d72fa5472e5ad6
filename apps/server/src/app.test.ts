import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createClient, gameList, systemStatus } from '@playdeck/contract';
import { openDatabase, type Db } from './db/database';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { buildServer, isHashedAsset } from './app';
import { startServer, type TestServer } from './testing/harness';

let db: Db;
let app: FastifyInstance;
let base: string;

beforeEach(async () => {
  db = openDatabase(':memory:');
  app = await buildServer({ db, devAdmin: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterEach(async () => {
  await app.close();
  db.close();
});

describe('GET /wps/system/status', () => {
  it('answers the platform envelope that the contract client accepts', async () => {
    const client = createClient({ baseUrl: base, merchant: 'playdeck' });
    const status = await client.call(systemStatus, {});
    expect(status.maintenance).toBe(false);
    expect(status.regionRestriction).toBe(false);
    expect(status.location?.ip).toBe('127.0.0.1');
  });

  it('reports maintenance after the operator switches it on', async () => {
    const res = await fetch(`${base}/__dev/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ maintenance: true }),
    });
    expect(res.status).toBe(200);
    const status = await createClient({ baseUrl: base, merchant: 'playdeck' }).call(
      systemStatus,
      {},
    );
    expect(status.maintenance).toBe(true);
  });

  it('sends a strict content security policy', async () => {
    const res = await fetch(`${base}/wps/system/status`, { headers: { merchant: 'playdeck' } });
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('bad input', () => {
  it('answers a clear error code, not a 500, for a malformed admin body', async () => {
    const res = await fetch(`${base}/__dev/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"maintenance": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await fetch(`${base}/wps/nope`, { headers: { merchant: 'playdeck' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false });
  });
});

describe('migrations', () => {
  it('are recorded once and can run again without changing anything', async () => {
    const { migrate } = await import('./db/database');
    const { migrations } = await import('./db/migrations');
    const before = db
      .prepare('SELECT version FROM schema_migrations ORDER BY version')
      .pluck()
      .all();
    migrate(db);
    const after = db
      .prepare('SELECT version FROM schema_migrations ORDER BY version')
      .pluck()
      .all();
    expect(after).toEqual(before);
    expect(after).toEqual(migrations.map((m) => m.version));
  });
});

describe('dev-only endpoints', () => {
  it('adds a vendor of 1,000 games that pages like any other, and removes it again', async () => {
    const client = createClient({ baseUrl: base, merchant: 'playdeck' });
    const list = (pageNo: number) =>
      client.call(gameList, { gameType: 'RNG', vassalage: ['DEVLONG'], pageNo, pageSize: 24 });
    const added = await fetch(`${base}/__dev/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1000 }),
    });
    expect(added.status).toBe(200);
    const first = await list(1);
    expect(first.totalCount).toBe(1000);
    expect(first.totalPages).toBe(42);
    expect(first.games[0]?.gameName).toBe('Golden Empire 1');
    const last = await list(42);
    expect(last.games.at(-1)?.gameName).toMatch(/ 1000$/);

    const seeded = await fetch(`${base}/__dev/games?vendor=PG`, { method: 'DELETE' });
    expect(seeded.status).toBe(400);
    const removed = await fetch(`${base}/__dev/games?vendor=DEVLONG`, { method: 'DELETE' });
    expect(await removed.json()).toMatchObject({ value: { removed: true } });
    expect((await list(1)).totalCount).toBe(0);
  });

  it('do not exist unless the server is started with the dev admin on', async () => {
    const plainDb = openDatabase(':memory:');
    const plain = await buildServer({ db: plainDb });
    try {
      for (const url of ['/__dev/settings', '/__dev/outbox?to=639171234567', '/__dev/games']) {
        const res = await plain.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
      }
      const post = await plain.inject({
        method: 'POST',
        url: '/__dev/settings',
        payload: { maintenance: true },
      });
      expect(post.statusCode).toBe(404);
    } finally {
      await plain.close();
      plainDb.close();
    }
  });
});

describe('operator configuration', () => {
  it('reads the committed operator.config.json, and PLAYDECK_CONFIG and env override it', async () => {
    const { loadOperatorConfig } = await import('./config');
    const { writeFileSync, mkdtempSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    expect(loadOperatorConfig({}).merchant).toBe('playdeck');
    const file = join(mkdtempSync(join(tmpdir(), 'pd-')), 'op.json');
    writeFileSync(file, JSON.stringify({ merchant: 'acme', whitelabel: { CBS3: false } }));
    const cfg = loadOperatorConfig({ PLAYDECK_CONFIG: file, PLAYDECK_FLAGS: 'FREEPLAY3=0' });
    expect(cfg.merchant).toBe('acme');
    expect(cfg.whitelabel).toMatchObject({ CBS3: false, FREEPLAY3: false, REWCEN3: true });
    writeFileSync(file, JSON.stringify({ merchant: 'Bad Code!' }));
    expect(() => loadOperatorConfig({ PLAYDECK_CONFIG: file })).toThrow(/merchant/);
  });

  it('reads a relative PLAYDECK_CONFIG from where the command was typed: the demo verifier', async () => {
    const { loadOperatorConfig } = await import('./config');
    const root = new URL('../../../', import.meta.url).pathname;
    const cfg = loadOperatorConfig({
      PLAYDECK_CONFIG: 'apps/server/verifier.config.json',
      INIT_CWD: root,
    });
    expect(cfg.humanCheck?.endpoint).toBe('/verifier/human');
    expect(cfg.phoneVerifier?.jwksUri).toBe('/verifier/phone/jwks');
    expect(cfg.socialLogin.map((p) => p.provider)).toEqual(['google', 'facebook']);
  });
});

describe('a file database', () => {
  it('is seeded on its first start only; a restart keeps what players did', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const file = join(mkdtempSync(join(tmpdir(), 'pd-db-')), 'playdeck.sqlite');
    const count = (d: Db, table: string) =>
      d.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

    const first = openDatabase(file);
    await (await buildServer({ db: first })).close();
    const users = count(first, 'users');
    const announcements = count(first, 'announcements');
    first.prepare("UPDATE users SET nickname = 'Changed' WHERE username = 'player00'").run();
    first.close();

    const second = openDatabase(file);
    await (await buildServer({ db: second })).close();
    expect(count(second, 'users')).toBe(users);
    expect(count(second, 'announcements')).toBe(announcements);
    expect(
      second.prepare("SELECT nickname FROM users WHERE username = 'player00'").pluck().get(),
    ).toBe('Changed');
    second.close();
  });
});

/** The built index.html's app shell, and the shell texts the build writes beside it. */
const INDEX_HTML =
  '<!doctype html><html lang="fil"><title>Playdeck</title><div class="boot-shell"><!--page-shell-->' +
  '<div class="boot-bar"><span class="boot-brand">Playdeck</span></div>' +
  '<div class="boot-block"></div><!--/page-shell--></div></html>';
const PAGE_SHELLS = {
  '/m/login': {
    games: false,
    texts: {
      TY: { title: 'Mag-log in', intro: 'Maligayang pagbabalik!' },
      EN: { title: 'Log in', intro: 'Welcome back!' },
    },
  },
  '/m/slot-games': { games: true, texts: { TY: { title: 'Slots' }, EN: { title: 'Slots' } } },
  '/m/sport-games': { games: true, texts: { TY: { title: 'Sports' }, EN: { title: 'Sports' } } },
};

describe('the built site', () => {
  let site: string;
  let siteServer: TestServer;
  const script = 'console.log("the site starts here");'.repeat(100);

  beforeEach(async () => {
    site = mkdtempSync(join(tmpdir(), 'site-'));
    mkdirSync(join(site, 'assets'));
    writeFileSync(join(site, 'index.html'), INDEX_HTML);
    writeFileSync(join(site, 'page-shells.json'), JSON.stringify(PAGE_SHELLS));
    writeFileSync(join(site, 'assets', 'index-Cohsj_4g.js'), script);
    writeFileSync(join(site, 'assets', 'index-Cohsj_4g.js.br'), brotliCompressSync(script));
    writeFileSync(join(site, 'assets', 'index-Cohsj_4g.js.gz'), gzipSync(script));
    siteServer = await startServer({ siteDir: site });
  });
  afterEach(async () => {
    await siteServer.app.close();
    siteServer.db.close();
    rmSync(site, { recursive: true, force: true });
  });

  /** A raw GET (fetch would undo the compression this checks). */
  const get = (path: string, encoding: string, cookie = '') =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
      const headers = { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) };
      httpGet(`${siteServer.base}${path}`, { headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
        );
      }).on('error', fail);
    });

  it('sends the compressed copy the browser accepts, and the same script in the end', async () => {
    const br = await get('/assets/index-Cohsj_4g.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await get('/assets/index-Cohsj_4g.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get('/assets/index-Cohsj_4g.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('lets browsers keep hashed build files for a year, and checks the page on every visit', async () => {
    const asset = await get('/assets/index-Cohsj_4g.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get('/m/home', 'br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.body).toString()).toContain('<title>Playdeck</title>');
    const other = await get('/m/login', 'br');
    expect(other.headers['cache-control']).toBe('no-cache');
  });

  it("draws home's first banner into the app shell of every home path, and of no other page", async () => {
    // The server's own banner is inlined (painted with the HTML), its address kept beside it.
    const banner =
      /<img class="boot-banner" src="data:image\/webp;base64,[A-Za-z0-9+/=]+" data-src="\/media\/banners\/welcome\.webp"/;
    for (const path of ['/', '/m', '/m/home', '/m/index.html', '/m/home?from=app']) {
      const page = await get(path, 'gzip');
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(page.body).toString(), path).toMatch(banner);
    }
    const plain = await get('/m/home', 'identity');
    expect(plain.body.toString()).toMatch(banner);
    const login = await get('/m/login', 'identity');
    expect(login.body.toString()).not.toContain('boot-banner');
  });

  it("draws a landing page's title and welcome line in the language the cookie names", async () => {
    const tagalog = (await get('/m/login', 'identity')).body.toString();
    expect(tagalog).toContain('<html lang="fil">');
    expect(tagalog).toContain('<span class="boot-title">Mag-log in</span>');
    expect(tagalog).toContain('<p class="boot-intro">Maligayang pagbabalik!</p>');
    const english = (await get('/m/login/', 'identity', 'pd-lang=EN')).body.toString();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<span class="boot-title">Log in</span>');
    expect(english).toContain('<p class="boot-intro">Welcome back!</p>');
    // A page without a shell keeps the default one.
    const other = (await get('/m/member/home', 'identity')).body.toString();
    expect(other).toContain('<span class="boot-brand">Playdeck</span>');
  });

  it("draws a game list's first games, as the list's first page has them", async () => {
    const answer = await siteServer.request(
      '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=6',
    );
    const games = (await answer.json()) as {
      value: { games: { gameName: string; iconUrl: string }[] };
    };
    const html = (await get('/m/slot-games', 'identity')).body.toString();
    expect(html).toContain('<span class="boot-title">Slots</span>');
    const names = [...html.matchAll(/<span class="boot-tile-name">([^<]*)<\/span>/g)].map(
      (m) => m[1],
    );
    expect(names).toEqual(games.value.games.map((g) => g.gameName));
    expect(html).toContain(`src="${games.value.games[0]!.iconUrl}"`);
    // Sports shows vendor cards, not games: the title only.
    const sports = (await get('/m/sport-games', 'identity')).body.toString();
    expect(sports).toContain('<span class="boot-title">Sports</span>');
    expect(sports).not.toContain('boot-tile');
  });

  it('keeps the shell empty when no home banner is showing', async () => {
    siteServer.db
      .prepare("UPDATE announcements SET end_date = 1, no_expiry = 0 WHERE type = 'B'")
      .run();
    const page = await get('/m/home', 'identity');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<div class="boot-block"></div>');
  });

  it('answers a build file that is not there with a 404, not the page', async () => {
    const missing = await get('/assets/HomePage-Gone1234.js', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });
});

describe('isHashedAsset', () => {
  it('knows hashed build files, also their compressed copies, from everything else', () => {
    expect(isHashedAsset('/site/assets/index-Cohsj_4g.js')).toBe(true);
    expect(isHashedAsset('/site/assets/Accordion--kqHht7-.js.br')).toBe(true);
    expect(isHashedAsset('/site/assets/inter-latin-wght-normal-Dx4kXJAl.woff2')).toBe(true);
    expect(isHashedAsset('/site/index.html')).toBe(false);
    expect(isHashedAsset('/site/sw.js.gz')).toBe(false);
    expect(isHashedAsset('/site/route-preload.js')).toBe(false);
  });
});
