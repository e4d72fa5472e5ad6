import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../testing/harness';
import { DEMO_PASSWORD } from '../../seed/accounts';

// Issue 28 item 9: the session token travels only in `Authorization`. A token in a query string
// ends up in access logs, browser history and Referer headers; one in a JSON body in request logs.
let server: TestServer;
let token = '';
beforeAll(async () => {
  server = await startServer();
  token = (await server.browser().api.login({ username: 'player02', password: DEMO_PASSWORD }))
    .token;
});
afterAll(() => server.close());

async function envelope(res: Response) {
  return {
    status: res.status,
    body: (await res.json()) as { success: boolean; errorCode?: string },
  };
}

describe('the session token is read from Authorization only', () => {
  it('works in the Authorization header', async () => {
    const res = await envelope(
      await server.request('/wps/member/info', { headers: { authorization: token } }),
    );
    expect(res).toMatchObject({ status: 200, body: { success: true } });
  });

  it('is ignored in the query string: the caller is not logged in', async () => {
    const res = await envelope(await server.request(`/wps/member/info?token=${token}`));
    expect(res).toMatchObject({ status: 401, body: { errorCode: 'login.not.session' } });
  });

  it('is ignored in a JSON body', async () => {
    const res = await envelope(
      await server.request('/wps/member/info/icon', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ icon: '3', token }),
      }),
    );
    expect(res).toMatchObject({ status: 401, body: { errorCode: 'login.not.session' } });
  });

  it('is ignored in a form body', async () => {
    const res = await envelope(
      await server.request('/wps/member/info/icon', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ icon: '3', token }).toString(),
      }),
    );
    expect(res).toMatchObject({ status: 401, body: { errorCode: 'login.not.session' } });
  });

  it('does not personalise an optional-token call from the query string', async () => {
    // Announcements answer visitors too. The member reads one; with the token in the URL the
    // answer is still a visitor's (nothing read).
    const b = server.browser();
    b.setToken(token);
    const first = (await b.api.announcements({ types: 'PL' })).player[0]!;
    await b.api.markAnnouncementRead({ announcementId: first.id });
    const read = async (init?: RequestInit, query = '') => {
      const res = await server.request(
        `/wps/relay/MCSFE_getListAnnouncements?types=PL${query}`,
        init,
      );
      const body = (await res.json()) as {
        value: { player: { id: number | string; read: boolean }[] };
      };
      return body.value.player.find((p) => String(p.id) === String(first.id))?.read;
    };
    expect(await read({ headers: { authorization: token } })).toBe(true);
    expect(await read(undefined, `&token=${token}`)).toBe(false);
  });
});
