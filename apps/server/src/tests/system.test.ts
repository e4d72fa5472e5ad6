import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@playdeck/contract';
import { flattenWhitelabel } from '@playdeck/domain';
import { startServer, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('whitelabel menu', () => {
  it('answers the module tree as it is now, as the status does', async () => {
    const { api } = server.browser();
    const before = flattenWhitelabel(await api.whitelabelMenu({}));
    expect(before).toMatchObject({ PTSYS3: true, FUNDTRANS3: true, AGEANNOUNCE3: true });
    await server.settings({ whitelabel: { PTSYS3: false } });
    try {
      expect(flattenWhitelabel(await api.whitelabelMenu({})).PTSYS3).toBe(false);
      const status = await api.systemStatus({});
      expect(flattenWhitelabel(status.info?.whitelabel).PTSYS3).toBe(false);
    } finally {
      await server.settings({ whitelabel: { PTSYS3: true } });
    }
  });
});

describe('domain route', () => {
  it('lists the address asked from as the main one, then the backups', async () => {
    const { api } = server.browser();
    const host = new URL(server.base).host;
    const r = await api.domainRoute({ domain: host });
    expect(r.domains[0]).toEqual({ url: server.base, kind: 'MAIN', label: null });
    expect(r.domains.slice(1).map((d) => d.kind)).toEqual(['BACKUP', 'BACKUP']);
    expect(r.current).toBe(server.base);
    const status = await api.systemStatus({});
    expect(status.info?.domainRoute).toHaveLength(3);
  });

  it('refuses an address that is not a host name', async () => {
    const { api } = server.browser();
    const e = await api.domainRoute({ domain: 'not a host/' }).then(
      () => null,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ errorCode: 'request_param_err', status: 400 });
  });
});
