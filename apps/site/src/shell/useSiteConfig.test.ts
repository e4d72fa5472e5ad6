import { describe, expect, it } from 'vitest';
import { desEncrypt } from '@playdeck/contract';
import { customerServiceOf, siteConfigOf } from './useSiteConfig';

const obfuscate = (url: string, key = 'k3y8Abcd') => desEncrypt(url, key) + key;

describe('site configuration from the status', () => {
  it('is not ready before any status is known', () => {
    const config = siteConfigOf(undefined);
    expect(config.ready).toBe(false);
    expect(config.linksReady).toBe(false);
    expect(config.flags).toEqual({});
    expect(config.templates).toEqual({ memberCentre: 'base', deposit: 'base' });
  });

  it('flattens flags, reads templates, download links and decoded service links', async () => {
    const status = {
      maintenance: false,
      regionRestriction: false,
      info: {
        customerService: [
          { title: 'whatsapp', csType: 'WHATSAPP', path: obfuscate('https://wa.me/639000') },
          { title: 'CS', csType: 'LIVECHAT', path: obfuscate('https://chat.example/cs') },
          { title: 'broken', csType: null, path: 'not-a-cipher-12345678' },
        ],
        domainRoute: [],
        resources: [{ resourceType: 'Android', url: ' https://apps.example/app.apk ' }],
        whitelabel: {
          modId: 'ROOT',
          enabled: '1',
          childrenNodes: [
            { modId: 'REWCEN3', enabled: '1' },
            { modId: 'CBS3', enabled: '0' },
          ],
        },
        register: {},
        mobileTemplate: { mem_cen: 1, dep_func: 0 },
        imageCDNs: ['https://cdn.example'],
        launchGameCDNs: [],
      },
    } as never;
    // Until the paths are decoded, the rest of the configuration is already there.
    const undecoded = siteConfigOf(status);
    expect(undecoded.ready).toBe(true);
    expect(undecoded.linksReady).toBe(false);
    expect(undecoded.customerService).toEqual([]);
    expect(undecoded.customerServiceUrl).toBeNull();

    const config = siteConfigOf(status, await customerServiceOf(status));
    expect(config.ready).toBe(true);
    expect(config.linksReady).toBe(true);
    expect(config.flags).toMatchObject({ REWCEN3: true, CBS3: false });
    expect(config.templates).toEqual({ memberCentre: 'new', deposit: 'base' });
    expect(config.downloadLinks).toEqual({ android: 'https://apps.example/app.apk' });
    expect(config.customerService).toEqual([
      { title: 'whatsapp', csType: 'WHATSAPP', url: 'https://wa.me/639000' },
      { title: 'CS', csType: 'LIVECHAT', url: 'https://chat.example/cs' },
    ]);
    expect(config.customerServiceUrl).toBe('https://chat.example/cs');
  });

  it('is settled, with its defaults, when the status failed: nothing waits for it forever', () => {
    const config = siteConfigOf(undefined, undefined, true);
    expect(config.ready).toBe(false);
    expect(config.settled).toBe(true);
    expect(config.linksReady).toBe(true);
    expect(config.flags).toEqual({});
  });

  it('has its links ready at once when the status lists none', () => {
    const status = { maintenance: false, regionRestriction: false, info: { customerService: [] } };
    expect(siteConfigOf(status as never).linksReady).toBe(true);
  });
});
