import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentCalls, gameCalls, mallCalls, promotionCalls, walletCalls } from '@playdeck/contract';
import { startTestServer, type TestServer } from './testing';

const areas = {
  games: gameCalls,
  promotions: promotionCalls,
  wallet: walletCalls,
  agent: agentCalls,
  mall: mallCalls,
} as const;

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe.each(Object.entries(areas))('%s calls', (area, calls) => {
  const tests = readFileSync(new URL(`./${area}.test.ts`, import.meta.url), 'utf8');

  it.each(Object.entries(calls))('%s has a route and a test that calls it', (name, def) => {
    expect(s.app.hasRoute({ method: def.method, url: def.path })).toBe(true);
    expect(tests).toMatch(new RegExp(`\\.call\\(${name}\\b`));
  });
});
