import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { calls, encodePayload, encryptionHeader, type CallDef } from '@playdeck/contract';
import { startServer, MERCHANT, type TestServer } from '../../testing/harness';
import { DEMO_PASSWORD } from '../../seed/accounts';

/**
 * Property-based fuzzing of every call in the contract's table (all areas, so routes added later
 * are covered as they land): malformed bodies, parameters and headers must never give a 5xx or
 * crash the server, a refused request must leave the data as it was, read-only calls of this
 * area never change it, and the database stays intact.
 */
const RUNS_PER_CALL = Number(process.env.FUZZ_RUNS ?? 25);
/**
 * A fixed seed: every run of `npm test` sends the same requests, so a failure can be reproduced
 * (fast-check prints the seed and path of a failing case). FUZZ_SEED explores other requests.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20250615);

// Calls of this area that answer GET yet create something (an image answer, a chat ticket).
const GET_WRITERS = new Set(['captcha', 'chatLaunch']);
const THIS_AREA = new Set([
  'systemStatus',
  'registerSettings',
  'systemCountry',
  'rsaKey',
  'captcha',
  'login',
  'freePlayLogin',
  'logout',
  'renewSession',
  'register',
  'registerMobile',
  'checkUsername',
  'checkEmail',
  'checkInvitationCode',
  'smsRegister',
  'smsNoLogin',
  'forgotPasswordByEmail',
  'setPasswordByPhone',
  'changePassword',
  'memberInfo',
  'headIcon',
  'setHeadIcon',
  'signInProviders',
  'announcements',
  'markAnnouncementRead',
  'inboxUnreadCount',
  'inboxList',
  'markInboxRead',
  'chatUnreadCount',
  'chatLaunch',
  'helpCenter',
  'feedback',
]);
// Bookkeeping a refusal may legitimately touch: failure counters and used-up captchas.
const BOOKKEEPING = new Set(['rate_events', 'captchas', 'schema_migrations']);

let server: TestServer;
let modulus = '';
const tokens: string[] = [];
let requests = 0;
const stats: Record<string, number> = {};

beforeAll(async () => {
  server = await startServer();
  modulus = await (await server.request('/wps/session/key/rsa')).text();
  for (const username of ['player00', 'agent41']) {
    const b = server.browser();
    tokens.push((await b.api.login({ username, password: DEMO_PASSWORD })).token);
  }
  const trial = server.browser();
  tokens.push((await trial.api.freePlayLogin({})).token);
});
afterAll(async () => {
  console.log(
    `fuzz: ${requests} requests over ${Object.keys(calls).length} calls; by status: ${JSON.stringify(stats)}`,
  );
  await server.close();
});

function tableCounts(): Record<string, number> {
  const tables = server.db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  return Object.fromEntries(
    tables
      .filter((t) => !BOOKKEEPING.has(t))
      .map((t) => [t, server.db.prepare(`SELECT COUNT(*) FROM "${t}"`).pluck().get() as number]),
  );
}

function fieldsOf(def: CallDef): string[] {
  const schema = def.request as unknown as {
    shape?: object;
    _zod?: { def?: { in?: { shape?: object } } };
  };
  const shape = schema.shape ?? schema._zod?.def?.in?.shape ?? {};
  return Object.keys(shape);
}

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.integer().map(String),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    'true',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '%00',
    '9'.repeat(400),
    'player00',
    'Demo1234',
    '9171234567',
    '63',
    'B,PL',
    'M',
  ),
);
const jsonValue = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), nasty, { maxKeys: 3 }),
);

function requestFor(def: CallDef) {
  const fields = fieldsOf(def);
  const key = fields.length
    ? fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 }))
    : fc.string({ maxLength: 8 });
  const params = fc.dictionary(key, jsonValue, { maxKeys: 8 });
  const body = fc.oneof(
    params.map((p) => ({ kind: 'json' as const, value: p })),
    jsonValue.map((v) => ({ kind: 'json' as const, value: v })),
    fc.string().map((s) => ({ kind: 'raw' as const, value: s })),
    params.map((p) => ({ kind: 'encrypted' as const, value: p })),
    fc.constant({ kind: 'none' as const, value: undefined }),
  );
  return fc.record({
    method: fc.oneof(
      { weight: 9, arbitrary: fc.constant(def.method) },
      { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH') },
    ),
    suffix: fc.oneof(
      { weight: 9, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: fc.constantFrom('/', '/x', '%2e%2e', '?') },
    ),
    query: params,
    body,
    merchant: fc.oneof(
      { weight: 6, arbitrary: fc.constant(MERCHANT) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          undefined,
          '',
          'PLAYDECK',
          'other',
          `${MERCHANT}, ${MERCHANT}`,
          'x'.repeat(5000),
        ),
      },
    ),
    auth: fc.oneof(
      { weight: 3, arbitrary: fc.constant(undefined) },
      { weight: 5, arbitrary: fc.nat(2) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('Bearer abc', 'null', '', 'f'.repeat(64), 'x'.repeat(300)),
      },
    ),
    contentType: fc.constantFrom(
      'application/json',
      'application/json;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=xyz',
      'application/octet-stream',
      undefined,
    ),
    extra: fc.dictionary(
      fc.constantFrom(
        'encryption',
        'x-digest',
        'x-rsa',
        'language',
        'moduleid',
        'cookie',
        'device',
      ),
      fc.oneof(nasty, fc.constant(encryptionHeader(modulus || '0f'.repeat(64)))),
      { maxKeys: 4 },
    ),
  });
}

type Req = ReturnType<typeof requestFor> extends fc.Arbitrary<infer R> ? R : never;

function toInject(def: CallDef, r: Req): InjectOptions {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(r.extra)) if (typeof v === 'string') headers[k] = v;
  if (r.merchant !== undefined) headers.merchant = r.merchant;
  if (typeof r.auth === 'number') headers.authorization = tokens[r.auth] ?? '';
  else if (r.auth !== undefined) headers.authorization = r.auth;
  let payload: string | undefined;
  if (r.body.kind === 'json') payload = JSON.stringify(r.body.value);
  else if (r.body.kind === 'raw') payload = r.body.value;
  else if (r.body.kind === 'encrypted') {
    const encoded = encodePayload(r.body.value, modulus);
    Object.assign(headers, encoded.headers);
    payload = JSON.stringify(encoded.body);
  }
  if (r.contentType && payload !== undefined) headers['content-type'] = r.contentType;
  const query: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(r.query))
    query[k] = Array.isArray(v)
      ? v.map(String)
      : typeof v === 'object' && v !== null
        ? JSON.stringify(v)
        : String(v);
  return {
    method: r.method as InjectOptions['method'],
    url: def.path + r.suffix,
    query,
    headers,
    ...(payload !== undefined && r.method !== 'GET' ? { payload } : {}),
  };
}

describe('fuzzing every call of the contract', () => {
  for (const [name, def] of Object.entries(calls) as [string, CallDef][]) {
    it(`${name}: no 5xx, clear refusals, nothing changed by a refusal`, async () => {
      await fc.assert(
        fc.asyncProperty(requestFor(def), async (r) => {
          const before = tableCounts();
          const res = await server.app.inject(toInject(def, r));
          requests++;
          stats[`${res.statusCode}`] = (stats[`${res.statusCode}`] ?? 0) + 1;
          expect(res.statusCode, `${r.method} ${def.path}: ${res.body.slice(0, 300)}`).toBeLessThan(
            500,
          );
          expect(res.body).not.toMatch(/at .+\.ts:\d+|node_modules/);
          // The RSA key is text and /lgw/ answers have no envelope when they succeed.
          const isText = (def.text || def.bare) && res.statusCode === 200;
          let success = res.statusCode < 400;
          if (!isText) {
            const body = JSON.parse(res.body) as { success: boolean; errorCode?: string };
            expect(typeof body.success).toBe('boolean');
            if (!body.success) expect(body.errorCode, res.body).toMatch(/\S/);
            success = body.success && res.statusCode < 400;
          }
          const readOnly = def.method === 'GET' && THIS_AREA.has(name) && !GET_WRITERS.has(name);
          if (!success || readOnly) expect(tableCounts()).toEqual(before);
        }),
        { numRuns: RUNS_PER_CALL, seed: SEED },
      );
    });
  }

  it('leaves the database intact and the server answering', async () => {
    expect(server.db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(server.db.pragma('foreign_key_check')).toEqual([]);
    await expect(server.browser().api.systemStatus({})).resolves.toMatchObject({
      maintenance: false,
    });
  });
});
