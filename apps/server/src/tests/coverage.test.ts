import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCalls, messageCalls, systemCalls, type CallDef } from '@playdeck/contract';
import { startServer, type TestServer } from '../testing/harness';

// Every call of this area has a route, and a contract test drives it through the real client.
const mine = { ...systemCalls, ...accountCalls, ...messageCalls } as Record<string, CallDef>;
const testsText = readdirSync(new URL('.', import.meta.url))
  .filter((f) => f.endsWith('.test.ts') && f !== 'coverage.test.ts' && f !== 'fuzz.test.ts')
  .map((f) => readFileSync(new URL(`./${f}`, import.meta.url), 'utf8'))
  .join('\n');

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('accounts, messages and system calls', () => {
  it.each(Object.entries(mine))('%s has a route and a client test', (name, def) => {
    expect(server.app.hasRoute({ method: def.method, url: def.path })).toBe(true);
    expect(testsText).toMatch(new RegExp(`api\\.${name}\\(`));
  });
});
