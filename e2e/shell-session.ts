/**
 * Prints a session of a seeded account (or a new trial account) as JSON, logging in over the real
 * API with the contract's encrypted login. Run by the shell e2e tests through tsx, which resolves
 * the crypto-js subpath imports that Playwright's loader does not:
 *
 *   pnpm exec tsx e2e/shell-session.ts http://127.0.0.1:4344 player00
 *   pnpm exec tsx e2e/shell-session.ts http://127.0.0.1:4344 --trial
 */
import { createClient, freePlayLogin, login } from '@playdeck/contract';

const [baseUrl, who] = process.argv.slice(2);
if (!baseUrl || !who) {
  console.error('usage: shell-session.ts <baseURL> <username|--trial>');
  process.exit(2);
}
const client = createClient({ baseUrl, merchant: 'playdeck', retryDelaysMs: [] });
const value =
  who === '--trial'
    ? await client.call(freePlayLogin, {})
    : await client.call(login, { username: who, password: 'Demo1234', type: 'username' });
console.log(
  JSON.stringify({
    token: value.token,
    id: value.id,
    userName: value.userName,
    type: value.type,
    merchantCode: 'playdeck',
    firstTimeLogin: value.firstTimeLogin,
  }),
);
