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

  it('calls onUnauthorized on HTTP 401', async () => {
    const onUnauthorized = vi.fn();
    const client = createClient({
      baseUrl: '',
      merchant: 'm',
      onUnauthorized,
      fetch: fakeFetch(401, { success: false, errorCode: 'login.not.session', value: null }),
    });
    await expect(client.call(systemStatus, {})).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('raises a NetworkError when there is no answer', async () => {
    const client = createClient({
      baseUrl: '',
      merchant: 'm',
      fetch: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    await expect(client.call(systemStatus, {})).rejects.toBeInstanceOf(NetworkError);
  });
});
