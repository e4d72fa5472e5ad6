import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePayload, gameList, login } from '@playdeck/contract';
import { DEMO_PASSWORD } from '../seed/accounts';
import { startServer, type TestServer } from '../testing/harness';

// The reference server takes requests and gives answers in the platform's own shapes
// (api-contract §8), raw over HTTP as the platform's clients send them, not through the contract's
// client: so the site's end-to-end tests run against those shapes.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const json = { 'content-type': 'application/json;charset=UTF-8' };

async function modulus(): Promise<string> {
  return (await server.request(`/wps/session/key/rsa?_=${Date.now()}`)).text();
}

async function token(username = 'player00'): Promise<string> {
  const b = server.browser();
  return (await b.client.call(login, { username, password: DEMO_PASSWORD })).token;
}

describe('encrypted bodies (§8 #13)', () => {
  it('logs in with the legacy client’s bare Base64 body and only the Encryption header', async () => {
    const { body, headers } = encodePayload(
      { username: 'player01', password: DEMO_PASSWORD, type: 'username' },
      await modulus(),
    );
    const res = await server.request('/wps/session/login', {
      method: 'POST',
      headers: {
        ...json,
        ModuleId: 'COMM3',
        Encryption: headers.Encryption,
        'x-forwarded-for': '10.77.0.1',
      },
      body: body.value,
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { success: boolean; value: { userName: string } };
    expect(answer).toMatchObject({ success: true, value: { userName: 'player01' } });
  });

  it('refuses a bare body it cannot read, as a clear 400', async () => {
    const { headers } = encodePayload({}, await modulus(), 'FixedKey12345678');
    const res = await server.request('/wps/session/login', {
      method: 'POST',
      headers: { ...json, Encryption: headers.Encryption },
      body: 'QUJDREVGR0hJSktMTU5PUA==',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'encryption.invalid' });
  });

  it('still refuses a JSON body that is not JSON', async () => {
    const res = await server.request('/wps/feedback', {
      method: 'PUT',
      headers: json,
      body: '{"a":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });
});

describe('DELETE parameters travel in a JSON body (§8 #4)', () => {
  it('removes a favourite named in the body, and does not read the query string', async () => {
    const t = await token();
    const game = (await server.browser().client.call(gameList, { gameType: 'LIVE', pageSize: 1 }))
      .games[0];
    if (!game) throw new Error('no game');
    const auth = { ...json, Authorization: t, ModuleId: 'GAMELOFAV3' };
    await server.request('/wps/relay/MCSFE_addFavoriteGameV2', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ nodeId: game.nodeId, vendor: game.vassalage, gameType: 'LIVE' }),
    });
    const byQuery = await server.request(
      `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${game.nodeId}`,
      { method: 'DELETE', headers: auth },
    );
    expect(byQuery.status).toBe(400);
    const byBody = await server.request('/wps/relay/MCSFE_removeFavoriteGameV2', {
      method: 'DELETE',
      headers: auth,
      body: JSON.stringify({ nodeId: game.nodeId, vendor: game.vassalage, gameType: 'LIVE' }),
    });
    expect(byBody.status).toBe(200);
    const ids = await server.request('/wps/relay/MCSFE_getFavoriteGames', { headers: auth });
    expect(((await ids.json()) as { value: string[] }).value).not.toContain(game.nodeId);
  });

  it('logs out with an empty body', async () => {
    const t = await token();
    const res = await server.request('/wps/session/logout', {
      method: 'DELETE',
      headers: { ...json, Authorization: t, ModuleId: 'COMM3' },
    });
    expect(res.status).toBe(200);
  });
});

describe('answers in the platform’s shapes', () => {
  it('answers recent games as the array itself (§8 #5)', async () => {
    const res = await server.request('/wps/relay/GCS_recentGame?page=1&pageSize=24', {
      headers: { Authorization: await token('player02') },
    });
    const body = (await res.json()) as { success: boolean; value: unknown };
    expect(body.success).toBe(true);
    expect(Array.isArray(body.value)).toBe(true);
  });

  it('answers /lgw/ without the envelope: the lotteries keyed by code (§8 #6)', async () => {
    const res = await server.request('/lgw/games/mobile');
    const body = (await res.json()) as Record<string, { gameCode: string }>;
    expect(body).not.toHaveProperty('success');
    const entries = Object.entries(body);
    expect(entries.length).toBeGreaterThan(0);
    for (const [key, lottery] of entries) expect(lottery.gameCode).toBe(key);
    const menu = (await (await server.request('/lgw/vn/games/game_menu')).json()) as object;
    expect(menu).toHaveProperty('regions');
    expect(menu).not.toHaveProperty('success');
  });

  it('answers the help centre as an array, in the language `lang` names (§8 #10)', async () => {
    const res = await server.request('/wps/system/helpCenter?device=MOBILE&lang=EN');
    const body = (await res.json()) as { value: { title: string }[] };
    expect(Array.isArray(body.value)).toBe(true);
    expect(body.value[0]?.title).toBe('How do I register?');
  });

  it('sends the registration SMS code to `mobileNo` (§8 #9)', async () => {
    const res = await server.request('/wps/verification/sms/register', {
      method: 'POST',
      headers: { ...json, ModuleId: 'MOBILENUMREG3', 'x-forwarded-for': '10.77.0.2' },
      body: JSON.stringify({ countryDialingCode: '63', mobileNo: '9770001234' }),
    });
    expect(res.status).toBe(200);
    expect(
      ((await res.json()) as { value: { expirationTime: number } }).value.expirationTime,
    ).toBeGreaterThan(Date.now());
    expect(server.outbox('639770001234')[0]?.code).toMatch(/^\d{6}$/);
  });
});
