import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountCalls,
  agentCalls,
  calls,
  gameCalls,
  lotteryCalls,
  mallCalls,
  messageCalls,
  promotionCalls,
  systemCalls,
  walletCalls,
  type CallDef,
} from '@playdeck/contract';
import { startServer, type TestServer } from '../testing/harness';

// Every call of the contract has a route, and a test that drives it through the real client:
// through a browser's API (`api.login(...)`) or the contract client (`.call(login, ...)`). A test
// that walks every call at once (fuzz) does not count: each call needs a test of its own.
const areas: Record<string, Record<string, CallDef>> = {
  system: systemCalls,
  account: accountCalls,
  messages: messageCalls,
  games: gameCalls,
  promotions: promotionCalls,
  wallet: walletCalls,
  agent: agentCalls,
  mall: mallCalls,
  lottery: lotteryCalls,
};

const src = new URL('../', import.meta.url);
const testsText = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter(
    (f) => f.endsWith('.test.ts') && !f.endsWith('coverage.test.ts') && !f.endsWith('fuzz.test.ts'),
  )
  .map((f) => readFileSync(new URL(f, src), 'utf8'))
  .join('\n');

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe.each(Object.entries(areas))('%s calls', (_area, areaCalls) => {
  it.each(Object.entries(areaCalls))('%s has a route and a client test', (name, def) => {
    expect(server.app.hasRoute({ method: def.method, url: def.path })).toBe(true);
    expect(testsText).toMatch(new RegExp(`api\\.${name}\\(|\\.call\\(${name}\\b`));
  });
});

it('lists every call of the contract', () => {
  const listed = Object.values(areas).flatMap((c) => Object.keys(c));
  expect(new Set(listed)).toEqual(new Set(Object.keys(calls)));
});
