import { describe, expect, it, vi } from 'vitest';
import { createClient } from './client';
import { systemStatus } from './calls/system';
import { ApiError, NetworkError, SchemaError } from './errors';

const statusValue = { maintenance: false, regionRestriction: true, location: { ip: '1.2.3.4' } };

function fakeFetch(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

describe('contract client: system status', () => {
  it('sends the merchant, gateway version, language and module id headers', async () => {
    const fetch = fakeFetch(200, { success: true, value: statusValue });
    const client = createClient({
      baseUrl: 'http://x',
      merchant: 'acme',
      fetch,
      language: () => 'EN',
    });
    await client.call(systemStatus, {});
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://x/wps/system/status');
    expect(init.headers).toMatchObject({
      Merchant: 'acme',
      'X-Gateway-Version': '3',
      Language: 'EN',
      ModuleId: 'COMM3',
    });
  });

  it('returns the validated value', async () => {
    const client = createClient({
      baseUrl: '',
      merchant: 'm',
      fetch: fakeFetch(200, { success: true, value: statusValue }),
    });
    await expect(client.call(systemStatus, {})).resolves.toMatchObject({ regionRestriction: true });
  });

  it('raises an ApiError with the errorCode and HTTP status on a refusal', async () => {
    const client = createClient({
      baseUrl: '',
      merchant: 'm',
      fetch: fakeFetch(400, { success: false, errorCode: 'function.not.available', value: null }),
    });
    const err = await client.call(systemStatus, {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ errorCode: 'function.not.available', status: 400 });
  });

  it('raises a SchemaError naming the field that does not match', async () => {
    const client = createClient({
      baseUrl: '',
      merchant: 'm',
      fetch: fakeFetch(200, {
        success: true,
        value: { maintenance: 'yes', regionRestriction: false },
      }),
    });
    const err = await client.call(systemStatus, {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SchemaError);
    expect((err as SchemaError).field).toBe('value.maintenance');
  });

  it('calls onSessionLost on HTTP 401, whatever the body', async () => {
    const onSessionLost = vi.fn();
    const client = createClient({
      baseUrl: '',
      merchant: 'm',
      onSessionLost,
      fetch: vi.fn(async () => new Response('Unauthorized', { status: 401 })),
    });
    const err = await client.call(systemStatus, {}).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 401, sessionLost: true });
    expect(onSessionLost).toHaveBeenCalledOnce();
    expect(onSessionLost.mock.calls[0]?.[1]).toBe(systemStatus);
  });

  it('raises a NetworkError when there is no answer', async () => {
    const client = createClient({
      baseUrl: '',
      merchant: 'm',
      fetch: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
      sleep: async () => {},
    });
    await expect(client.call(systemStatus, {})).rejects.toBeInstanceOf(NetworkError);
  });
});

import {
  captcha,
  forgotPasswordByEmail,
  freePlayLogin,
  login,
  logout,
  setHeadIcon,
} from './calls/account';
import { smsNoLogin } from './calls/account';
import { announcements, feedback, markAnnouncementRead } from './calls/messages';
import { launchGame } from './calls/games';
import { desDecrypt } from './codec';
import { TEST_N, unwrapKey } from './conformance/testKey';

type Seen = { url: string; init: RequestInit };

/** A fake platform: answers the RSA key as text and records every request. */
function fakePlatform(answer: (seen: Seen) => Response) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const s = { url: String(url), init: init ?? {} };
    seen.push(s);
    if (s.url.includes('/wps/session/key/rsa')) return new Response(TEST_N, { status: 200 });
    return answer(s);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const session = { token: 't0k3n', userName: 'player00', type: 0, firstTimeLogin: false };

describe('contract client: headers', () => {
  it('sends Authorization as the raw token only on calls that take one', async () => {
    const p = fakePlatform(() => json(200, { success: true, value: null }));
    const client = createClient({ baseUrl: '', merchant: 'm', fetch: p.fetch, token: () => 'abc' });
    await client.call(logout, {});
    await client.call(systemStatus, {}).catch(() => undefined);
    await client.call(announcements, { types: 'PL' }).catch(() => undefined);
    const [out, status, notices] = p.seen.map((s) => s.init.headers as Record<string, string>);
    expect(out?.Authorization).toBe('abc');
    expect(status?.Authorization).toBeUndefined();
    expect(notices?.Authorization).toBe('abc');
  });

  it('sends the token in Authorization and nowhere else: not in the address, not in a body', async () => {
    // Addresses end up in logs, history and Referer headers; bodies in request logs.
    const token = 'secret-session-token-0123456789';
    const p = fakePlatform(() => json(200, { success: true, value: null }));
    const client = createClient({ baseUrl: '', merchant: 'm', fetch: p.fetch, token: () => token });
    await client.call(announcements, { types: 'PL' }).catch(() => undefined);
    await client.call(setHeadIcon, { icon: '3' }).catch(() => undefined);
    await client
      .call(feedback, { content: 'The lobby is slow at night.', type: 3, captcha: '1234' })
      .catch(() => undefined);
    await client.call(logout, {}).catch(() => undefined);
    expect(p.seen).toHaveLength(4);
    for (const s of p.seen) {
      expect(s.url).not.toContain(token);
      expect(String(s.init.body ?? '')).not.toContain(token);
      expect((s.init.headers as Record<string, string>).Authorization).toBe(token);
    }
  });

  it('adds Device: OTHERS when the app says it runs as a standalone iOS web app', async () => {
    const p = fakePlatform(() => json(200, { success: true, value: statusValue }));
    const client = createClient({
      baseUrl: '',
      merchant: 'm',
      fetch: p.fetch,
      device: () => 'OTHERS',
    });
    await client.call(systemStatus, {});
    expect(p.seen[0]?.init.headers).toMatchObject({ Device: 'OTHERS' });
  });

  it('sends the merchant header exactly once', async () => {
    const p = fakePlatform(() => json(200, { success: true, value: statusValue }));
    await createClient({ baseUrl: '', merchant: 'm', fetch: p.fetch }).call(systemStatus, {});
    const headers = p.seen[0]?.init.headers as Record<string, string>;
    expect(Object.keys(headers).filter((h) => h.toLowerCase() === 'merchant')).toHaveLength(1);
  });
});

describe('contract client: encrypted calls', () => {
  it('fetches the RSA key as text, then sends {value} with Encryption, X-Digest and X-RSA', async () => {
    const p = fakePlatform(() => json(200, { success: true, value: session }));
    const client = createClient({ baseUrl: 'http://api', merchant: 'm', fetch: p.fetch });
    const value = await client.call(login, { username: 'player00', password: 'Demo1234' });
    expect(value).toMatchObject({ token: 't0k3n', type: 0 });

    const [keyCall, loginCall] = p.seen;
    expect(keyCall?.url).toMatch(/^http:\/\/api\/wps\/session\/key\/rsa\?_=\d+$/);
    const headers = loginCall?.init.headers as Record<string, string>;
    const body = JSON.parse(String(loginCall?.init.body)) as { value: string };
    expect(headers['X-Digest']).toBe(body.value);
    expect(headers['X-RSA']).toBe(TEST_N);
    expect(headers.ModuleId).toBe('COMM3');
    const key = unwrapKey(headers.Encryption ?? '');
    expect(key).toMatch(/^[0-9A-Za-z]{16}$/);
    expect(JSON.parse(desDecrypt(body.value, key))).toEqual({
      username: 'player00',
      password: 'Demo1234',
    });
  });

  it('uses a fresh key for every encrypted call', async () => {
    const p = fakePlatform(() => json(200, { success: true, value: session }));
    const client = createClient({ baseUrl: '', merchant: 'm', fetch: p.fetch });
    await client.call(login, { username: 'a', password: 'b' });
    await client.call(login, { username: 'a', password: 'b' });
    const keys = p.seen
      .filter((s) => s.url.endsWith('/login'))
      .map((s) => unwrapKey((s.init.headers as Record<string, string>).Encryption ?? ''));
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('sends only the Encryption header for free play, with the gateway version', async () => {
    const p = fakePlatform(() =>
      json(200, { success: true, value: { token: 'x', userName: 'trial_1', customerType: 4 } }),
    );
    const client = createClient({ baseUrl: '', merchant: 'm', fetch: p.fetch });
    const trial = await client.call(freePlayLogin, { platform: 'M' });
    expect(trial.type).toBe(4);
    const req = p.seen[1];
    const headers = req?.init.headers as Record<string, string>;
    expect(unwrapKey(headers.Encryption ?? '')).toMatch(/^[0-9A-Za-z]{16}$/);
    expect(headers['X-Gateway-Version']).toBe('3');
    expect(JSON.parse(String(req?.init.body))).toEqual({ platform: 'M' });
  });
});

describe('contract client: bodies and answers', () => {
  it('sends forgot-password-by-email form-encoded', async () => {
    const p = fakePlatform(() => json(200, { success: true, value: null }));
    await createClient({ baseUrl: '', merchant: 'm', fetch: p.fetch }).call(forgotPasswordByEmail, {
      username: 'player00',
      email: 'a@b.ph',
    });
    const req = p.seen[0];
    expect((req?.init.headers as Record<string, string>)['Content-Type']).toMatch(
      /^application\/x-www-form-urlencoded/,
    );
    expect(String(req?.init.body)).toBe('username=player00&email=a%40b.ph');
  });

  it('reads the SMS expiry from expirationTime or from expiredMinutes', async () => {
    const at = 1_900_000_000_000;
    let answer: unknown = { expirationTime: at };
    const p = fakePlatform(() => json(200, { success: true, value: answer }));
    const client = createClient({ baseUrl: '', merchant: 'm', fetch: p.fetch });
    const params = { countryDialingCode: '63', mobileNum: '9171234567' };
    await expect(client.call(smsNoLogin, params)).resolves.toEqual({ expirationTime: at });
    answer = { expiredMinutes: 5 };
    const before = Date.now();
    const { expirationTime } = await client.call(smsNoLogin, params);
    expect(expirationTime).toBeGreaterThanOrEqual(before + 5 * 60_000);
    expect(expirationTime).toBeLessThan(before + 6 * 60_000);
    answer = {};
    await expect(client.call(smsNoLogin, params)).rejects.toMatchObject({
      field: 'value.expirationTime',
    });
  });

  it('returns the captcha image without a data: prefix, however the server nests it', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB';
    for (const value of [png, `data:image/png;base64,${png}`, { img: png }]) {
      const p = fakePlatform(() => json(200, { success: true, value }));
      const client = createClient({ baseUrl: '', merchant: 'm', fetch: p.fetch });
      await expect(client.call(captcha, {})).resolves.toBe(png);
    }
  });

  it('refuses a malformed request before sending it, naming the field', async () => {
    const p = fakePlatform(() => json(200, { success: true, value: null }));
    const client = createClient({ baseUrl: '', merchant: 'm', fetch: p.fetch });
    const err = await client
      .call(announcements, { types: 'B,XX' })
      .catch((e: unknown) => e as SchemaError);
    expect(err).toBeInstanceOf(SchemaError);
    expect((err as SchemaError).field).toBe('params.types');
    expect(p.seen).toHaveLength(0);
  });

  it('keeps the failure value, such as the login captcha flag', async () => {
    const p = fakePlatform(() =>
      json(200, {
        success: false,
        errorCode: 'login.password.error',
        message: 'Incorrect username or password',
        value: { captcha: true },
      }),
    );
    const err = await createClient({ baseUrl: '', merchant: 'm', fetch: p.fetch })
      .call(login, { username: 'a', password: 'b' })
      .catch((e: unknown) => e as ApiError);
    expect(err).toMatchObject({ errorCode: 'login.password.error', status: 200 });
    expect((err as ApiError).value).toEqual({ captcha: true });
  });
});

describe('contract client: retries and time-outs', () => {
  it('retries a GET after a network error and a 5xx without the platform’s answer, waiting 300 then 900 ms', async () => {
    const waits: number[] = [];
    let n = 0;
    const fetch = vi.fn(async () => {
      n++;
      if (n === 1) throw new TypeError('Failed to fetch');
      if (n === 2) return new Response('<html>502 Bad Gateway</html>', { status: 502 });
      return json(200, { success: true, value: statusValue });
    });
    const client = createClient({
      baseUrl: '',
      merchant: 'm',
      fetch,
      sleep: async (ms) => void waits.push(ms),
    });
    await expect(client.call(systemStatus, {})).resolves.toMatchObject({ regionRestriction: true });
    expect(waits).toEqual([300, 900]);
  });

  it('gives up after two retries with the last failure', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 503 }));
    const client = createClient({ baseUrl: '', merchant: 'm', fetch, sleep: async () => {} });
    await expect(client.call(systemStatus, {})).rejects.toMatchObject({
      errorCode: 'http.503',
      status: 503,
    });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does not retry a GET the platform refused with HTTP 500 and a code', async () => {
    const fetch = vi.fn(async () =>
      json(500, { success: false, errorCode: '#727', message: 'system busy', value: null }),
    );
    const client = createClient({ baseUrl: '', merchant: 'm', fetch, sleep: async () => {} });
    await expect(client.call(systemStatus, {})).rejects.toMatchObject({
      errorCode: '#727',
      status: 500,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never repeats a launch, even when no answer came', async () => {
    const p = fakePlatform(() => {
      throw new TypeError('Failed to fetch');
    });
    const client = createClient({ baseUrl: '', merchant: 'm', fetch: p.fetch, token: () => 't' });
    await expect(
      client.call(launchGame, { launchMode: 'GLS', nodeId: '1' }),
    ).rejects.toBeInstanceOf(NetworkError);
    expect(p.seen).toHaveLength(1);
  });

  it('does not retry a GET refused with a 4xx', async () => {
    const fetch = vi.fn(async () => json(400, { success: false, errorCode: 'request_param_err' }));
    const client = createClient({ baseUrl: '', merchant: 'm', fetch, sleep: async () => {} });
    await expect(client.call(systemStatus, {})).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never retries a POST, PUT or DELETE', async () => {
    const p = fakePlatform(() => {
      throw new TypeError('Failed to fetch');
    });
    const client = createClient({
      baseUrl: '',
      merchant: 'm',
      fetch: p.fetch,
      sleep: async () => {},
    });
    await expect(client.call(markAnnouncementRead, { announcementId: 1 })).rejects.toBeInstanceOf(
      NetworkError,
    );
    await expect(client.call(logout, {})).rejects.toBeInstanceOf(NetworkError);
    expect(p.seen).toHaveLength(2);
  });

  it('times out a request that never answers', async () => {
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted')));
        }),
    );
    const client = createClient({
      baseUrl: '',
      merchant: 'm',
      fetch,
      timeoutMs: 1,
      retryDelaysMs: [],
    });
    const err = await client.call(systemStatus, {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect((err as NetworkError).timedOut).toBe(true);
  });
});
