import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { CallDef } from '../call';
import { calls, type CallName } from '../calls';
import { createClient } from '../client';
import { desDecrypt } from '../codec';
import { ApiError } from '../errors';
import { memberInfo } from '../calls/account';
import { recentGames, lotteryGames, gameList, launchGame } from '../calls/games';
import { helpCenter } from '../calls/messages';
import { walletBalance, rankProgress } from '../calls/wallet';
import { realUaHeader } from '../sessionLoss';
import { platformCalls } from './index';
import { renderApiTable, TABLE_END, TABLE_START } from './apiTable';
import { TEST_N, unwrapKey } from './testKey';
import type { PlatformCall } from './types';

// The contract and its client against the platform as api-contract §3-§8 and the specs describe
// it: every call's request (method, path, header set, where the parameters go) and its answers,
// shaped as the platform sends them and with only the fields the spec names.

const TOKEN = 'a3f9c0d2e4b6a8c0';
const UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/131.0 Mobile Safari/537.36';
const MERCHANT = 'acme';

type Seen = { url: URL; init: RequestInit; headers: Record<string, string> };

/** A fake platform: the RSA key as text, then `answer` for the call; records every request. */
function platform(answer: (seen: Seen) => Response) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    const s = { url: new URL(String(url)), init, headers: init.headers as Record<string, string> };
    seen.push(s);
    if (s.url.pathname === '/wps/session/key/rsa') return new Response(TEST_N);
    return answer(s);
  });
  const client = createClient({
    baseUrl: 'https://api.example.ph',
    merchant: MERCHANT,
    fetch: fetch as unknown as typeof globalThis.fetch,
    token: () => TOKEN,
    language: () => 'TY',
    userAgent: () => UA,
    retryDelaysMs: [],
  });
  return { client, seen };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** The body the platform sends for a call's answer `value`. */
function answerBody(p: PlatformCall, value: unknown): Response {
  if (p.text) return new Response(String(value));
  if (p.bare) return json(200, value);
  return json(200, { success: true, value });
}

/** The header names the platform's client sends for a call (§2, §3, §8 #1-#3). */
function expectedHeaders(name: CallName, p: PlatformCall, moduleId: string | undefined): string[] {
  const names = ['Merchant', 'X-Gateway-Version', 'Language', 'X-Real-UA'];
  if (moduleId) names.push('ModuleId');
  if (p.token) names.push('Authorization');
  if (p.method !== 'GET') names.push('Content-Type');
  if (p.sends === 'encrypted') names.push('Encryption', 'X-Digest', 'X-RSA');
  if (p.keyHeader) names.push('Encryption');
  if (name === 'rsaKey') names.push('Cache-Control');
  return names.sort();
}

const asText = (v: unknown) => (Array.isArray(v) ? v.map(String).join(',') : String(v));

const entries = Object.entries(platformCalls) as [CallName, PlatformCall][];

/** An entry's requests: its `params`, then each request whose module id depends on them. */
const requestsOf = (p: PlatformCall) => [
  { label: '', params: p.params, moduleId: p.moduleId },
  ...(p.moduleIdFor ?? []).map((r) => ({ label: ` (${r.when})`, ...r })),
];

describe('the conformance table', () => {
  it('describes every call of the contract, and no other', () => {
    expect(Object.keys(platformCalls).sort()).toEqual(Object.keys(calls).sort());
  });

  it('agrees with the contract on method, path, module id, token and codec for every call', () => {
    for (const [name, p] of entries) {
      const def = calls[name] as CallDef;
      expect(
        {
          method: def.method,
          path: def.path,
          moduleId: def.moduleId,
          token: def.token,
          encrypted: def.encrypted,
          keyHeader: !!def.keyHeader,
          form: !!def.form,
          bare: !!def.bare,
          text: !!def.text,
        },
        name,
      ).toEqual({
        method: p.method,
        path: p.path,
        moduleId: p.moduleId,
        token: p.token,
        encrypted: p.sends === 'encrypted',
        keyHeader: !!p.keyHeader,
        form: p.sends === 'form',
        bare: !!p.bare,
        text: !!p.text,
      });
    }
  });

  it('names the module id of every request whose module id depends on its parameters', () => {
    for (const [name, p] of entries) {
      const def = calls[name] as CallDef;
      const moduleIdOf = (params: Record<string, unknown>) =>
        def.moduleIdOf?.(params) ?? def.moduleId;
      // A row that picks its module id per request needs its requests described here.
      expect(!!p.moduleIdFor?.length, `${name}: moduleIdFor`).toBe(!!def.moduleIdOf);
      for (const r of requestsOf(p)) expect(moduleIdOf(r.params), name + r.label).toBe(r.moduleId);
    }
  });

  it('marks every call the platform must not receive twice as noRetry (§8 #12)', () => {
    for (const [name, p] of entries) if (p.noRetry) expect(calls[name].noRetry, name).toBe(true);
  });
});

describe('every request the client builds', () => {
  for (const [name, p] of entries) {
    for (const { label, params, moduleId } of requestsOf(p)) {
      it(`${name}${label}: ${p.method} ${p.path}, the platform's headers, parameters as ${p.sends}`, async () => {
        const def = calls[name] as CallDef;
        const { client, seen } = platform(() => answerBody(p, p.minimal));
        await client.call(def, params as never);
        const req = seen.filter((s) => s.url.pathname === p.path).at(-1);
        if (!req) throw new Error(`${name}: nothing sent to ${p.path}`);

        expect(req.init.method).toBe(p.method);
        expect(Object.keys(req.headers).sort()).toEqual(expectedHeaders(name, p, moduleId));
        expect(req.headers).toMatchObject({
          Merchant: MERCHANT,
          Language: 'TY',
          'X-Real-UA': realUaHeader(UA),
          ...(moduleId ? { ModuleId: moduleId } : {}),
          ...(p.token ? { Authorization: TOKEN } : {}),
        });
        // The token travels in Authorization only: never in the address or the body (§8 #3).
        expect(req.url.href).not.toContain(TOKEN);
        expect(String(req.init.body ?? '')).not.toContain(TOKEN);

        const body = req.init.body;
        const expected = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v]));
        switch (p.sends) {
          case 'query':
            expect(body).toBeUndefined();
            expect(Object.fromEntries(req.url.searchParams)).toEqual(
              Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, asText(v)])),
            );
            break;
          case 'json':
            expect(req.url.search).toBe('');
            expect(req.headers['Content-Type']).toMatch(/^application\/json/);
            expect(JSON.parse(String(body))).toEqual(expected);
            break;
          case 'form':
            expect(req.url.search).toBe('');
            expect(req.headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
            expect(Object.fromEntries(new URLSearchParams(String(body)))).toEqual(
              Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, asText(v)])),
            );
            break;
          case 'encrypted': {
            expect(req.url.search).toBe('');
            const sent = JSON.parse(String(body)) as { value: string };
            expect(Object.keys(sent)).toEqual(['value']);
            expect(req.headers['X-Digest']).toBe(sent.value);
            expect(req.headers['X-RSA']).toBe(TEST_N);
            const key = unwrapKey(req.headers.Encryption ?? '');
            expect(JSON.parse(desDecrypt(sent.value, key))).toEqual(expected);
            break;
          }
          case 'none':
            expect(req.url.search).toBe('');
            expect(body).toBeUndefined();
            break;
        }
        if (p.keyHeader)
          expect(unwrapKey(req.headers.Encryption ?? '')).toMatch(/^[0-9A-Za-z]{16}$/);
      });
    }
  }
});

describe('calls the platform must not receive twice are sent once (§8 #12)', () => {
  for (const [name, p] of entries.filter(([, e]) => e.noRetry)) {
    it(`${name}: no second request after an answer that is not the platform's`, async () => {
      // A proxy's 502 page: for a GET the client would otherwise try again.
      const fetch = vi.fn(async () => new Response('Bad gateway', { status: 502 }));
      const client = createClient({
        baseUrl: '',
        merchant: MERCHANT,
        token: () => TOKEN,
        retryDelaysMs: [0, 0],
        sleep: async () => {},
        fetch,
      });
      await expect(client.call(calls[name] as CallDef, p.params as never)).rejects.toMatchObject({
        status: 502,
      });
      expect(fetch).toHaveBeenCalledOnce();
    });
  }
});

describe('answers shaped as the platform sends them', () => {
  for (const [name, p] of entries) {
    for (const [i, value] of (p.platform ?? []).entries()) {
      it(`${name}: platform answer ${i + 1} reads`, async () => {
        const { client } = platform(() => answerBody(p, value));
        await expect(client.call(calls[name] as CallDef, p.params as never)).resolves.toBeDefined();
      });
    }
    it(`${name}: a minimal answer (only the fields the spec names) reads`, async () => {
      const { client } = platform(() => answerBody(p, p.minimal));
      const value: unknown = await client.call(calls[name] as CallDef, p.params as never);
      if (p.minimal !== null) expect(value).not.toBeUndefined();
    });
  }
});

describe('the contract adapts the platform’s shapes for the site in one place', () => {
  const read = async <C extends CallDef>(def: C, value: unknown, bare = false) => {
    const { client } = platform(() =>
      bare ? json(200, value) : json(200, { success: true, value }),
    );
    return client.call(def, platformCalls[def.id as CallName].params as never);
  };

  it('reads recent games, an array, as {list} (§8 #5)', async () => {
    const value = platformCalls.recentGames.platform?.[0];
    const r = await read(recentGames, value);
    expect(r.list.map((g) => g.gameName)).toEqual(['Golden Empire', 'Fortune Gems']);
  });

  it('names a game by gameName, else nodeName, and refuses one with neither (§8 #7)', async () => {
    const r = await read(gameList, platformCalls.gameList.platform?.[0]);
    expect(r.games.map((g) => g.gameName)).toEqual(['Golden Empire', 'Fortune Gems']);
    await expect(
      read(gameList, { games: [{ nodeId: 1, gameType: 'RNG', vassalage: 'JL' }], totalPages: 1 }),
    ).rejects.toMatchObject({ field: 'value.games.0.gameName' });
  });

  it('reads the lottery list, an object without envelope, as a list in its order (§8 #6)', async () => {
    const r = await read(lotteryGames, platformCalls.lotteryGames.platform?.[0], true);
    expect(r.list.map((g) => g.gameCode)).toEqual(['TCG_PH_6_42', 'TCG_FAST_1M']);
    const minimal = await read(lotteryGames, platformCalls.lotteryGames.minimal, true);
    expect(minimal.list[0]).toMatchObject({ vendor: 'TCG', playTypes: [], prizeModes: [] });
    expect(minimal.list[0]?.nextDrawAt).toBeUndefined();
  });

  it('reads an /lgw/ body that happens to look like an envelope as the body itself', async () => {
    await expect(read(lotteryGames, { success: true, value: {} }, true)).rejects.toMatchObject({
      field: 'success',
    });
  });

  it('reads the help centre, an array, as {list} (§8 #10)', async () => {
    const r = await read(helpCenter, platformCalls.helpCenter.platform?.[0]);
    expect(r.list.map((e) => e.tag ?? null)).toEqual([null, 'about']);
  });

  it('defaults the wallet rows and currency the platform does not confirm (§8 #11)', async () => {
    await expect(read(walletBalance, { sumBalance: '10.50' })).resolves.toEqual({
      sumBalance: 10.5,
      balance: [],
      currency: 'PHP',
      currencySymbol: '₱',
    });
  });

  it('needs only id and type of the member (§8 #11)', async () => {
    await expect(read(memberInfo, { id: 7, type: 41 })).resolves.toMatchObject({
      id: '7',
      type: 41,
    });
  });

  it('reads a launch address from content.game_url or an older field', async () => {
    const r = await read(launchGame, { url: 'https://g.example.ph/x' });
    expect(r.content.game_url).toBe('https://g.example.ph/x');
    await expect(read(launchGame, { content: {} })).rejects.toMatchObject({
      field: 'value.content.game_url',
    });
  });

  it('reads rank progress from the total turnover when the answer has no currentProgress', async () => {
    const r = await read(rankProgress, platformCalls.rankProgress.platform?.[0]);
    expect(r.currentProgress).toEqual({
      completedConditions: 8000,
      totalExpectedConditions: 20000,
    });
    expect(r.playerRankProgress.labelName).toBe('VIP 1');
  });
});

describe('session loss in every form the platform uses (§8 #8)', () => {
  const forms: [string, Response | (() => Response)][] = [
    [
      'HTTP 401 with the envelope',
      () => json(401, { success: false, errorCode: 'login.not.session' }),
    ],
    ['HTTP 401 without a body', () => new Response(null, { status: 401 })],
    [
      'HTTP 200 with message CUSTOMER_NOT_LOGIN',
      () => json(200, { success: false, message: 'CUSTOMER_NOT_LOGIN', value: null }),
    ],
    [
      'customer.not.login at HTTP 200',
      () => json(200, { success: false, errorCode: 'customer.not.login' }),
    ],
    [
      'user.or.token.invalid at HTTP 400',
      () => json(400, { success: false, errorCode: 'user.or.token.invalid' }),
    ],
    [
      'login.not.session at HTTP 500',
      () => json(500, { success: false, errorCode: 'login.not.session' }),
    ],
  ];
  for (const [label, answer] of forms) {
    it(`${label}: the call fails as a lost session and the app is told once`, async () => {
      const onSessionLost = vi.fn();
      const client = createClient({
        baseUrl: '',
        merchant: MERCHANT,
        token: () => TOKEN,
        onSessionLost,
        retryDelaysMs: [300],
        sleep: async () => {},
        fetch: vi.fn(async () => (typeof answer === 'function' ? answer() : answer)),
      });
      const err = await client.call(memberInfo, {}).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).sessionLost).toBe(true);
      expect(onSessionLost).toHaveBeenCalledOnce();
    });
  }

  it('other refusals leave the session alone, including a TOO_MANY_REQUEST one', async () => {
    const onSessionLost = vi.fn();
    for (const body of [
      { success: false, errorCode: 'function.not.available' },
      { success: false, errorCode: 'TOO_MANY_REQUEST_LOGIN', message: 'slow down' },
    ]) {
      const client = createClient({
        baseUrl: '',
        merchant: MERCHANT,
        onSessionLost,
        fetch: vi.fn(async () => json(200, body)),
      });
      await expect(client.call(memberInfo, {})).rejects.toMatchObject({ sessionLost: false });
    }
    expect(onSessionLost).not.toHaveBeenCalled();
  });
});

describe('request headers of the platform’s mobile client (§8 #2, #3)', () => {
  it('makes Language from the stored language: upper case, cn variants CN, EN when none', async () => {
    for (const [stored, header] of [
      ['ty', 'TY'],
      ['EN', 'EN'],
      ['zh-cn', 'CN'],
      ['CN_TW', 'CN'],
      ['', 'EN'],
      [null, 'EN'],
    ] as const) {
      const seen: Record<string, string>[] = [];
      const client = createClient({
        baseUrl: '',
        merchant: MERCHANT,
        language: () => stored,
        fetch: vi.fn(async (_u: string | URL | Request, init?: RequestInit) => {
          seen.push(init?.headers as Record<string, string>);
          return json(200, {
            success: true,
            value: { maintenance: false, regionRestriction: false },
          });
        }),
      });
      await client.call(calls.systemStatus, {});
      expect(seen[0]?.Language, String(stored)).toBe(header);
    }
  });

  it('sends X-Real-UA as the Base64 of the user agent’s bytes', () => {
    expect(atob(realUaHeader('Mozilla/5.0'))).toBe('Mozilla/5.0');
    expect(
      new TextDecoder().decode(
        Uint8Array.from(atob(realUaHeader('Brauzer ü')), (c) => c.charCodeAt(0)),
      ),
    ).toBe('Brauzer ü');
  });

  it('drops token and authorization parameters from the query string', async () => {
    const { client, seen } = platform(() => json(200, { success: true, value: [] }));
    await client.call(calls.favouriteIds, {
      pageNo: 1,
      token: TOKEN,
      Authorization: TOKEN,
    } as never);
    const req = seen.at(-1);
    expect([...(req?.url.searchParams.keys() ?? [])]).toEqual(['pageNo']);
    expect(req?.headers.Authorization).toBe(TOKEN);
  });
});

describe('docs/api.md', () => {
  it('carries the call-by-call table as the contract prints it', () => {
    const file = new URL('../../../../docs/api.md', import.meta.url);
    const doc = readFileSync(file, 'utf8');
    const start = doc.indexOf(TABLE_START);
    const end = doc.indexOf(TABLE_END);
    expect(start, 'docs/api.md has the table markers').toBeGreaterThanOrEqual(0);
    const printed = `${TABLE_START}\n\n${renderApiTable()}\n\n`;
    const current = doc.slice(start, end);
    if (current !== printed && process.env.UPDATE_API_TABLE === '1') {
      writeFileSync(file, doc.slice(0, start) + printed + doc.slice(end));
      return;
    }
    expect(
      current,
      'run UPDATE_API_TABLE=1 pnpm exec vitest run --project contract conformance',
    ).toBe(printed);
  });
});
