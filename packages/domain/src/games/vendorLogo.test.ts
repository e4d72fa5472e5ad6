import { describe, expect, it } from 'vitest';
import { vendorLogoUrl } from './vendorLogo';

describe('vendorLogoUrl', () => {
  it('builds the white logo on a CDN picked from the list', () => {
    const cdns = ['https://a.example/', 'https://b.example'];
    expect(vendorLogoUrl({ code: 'pg', gameType: 'RNG', imageCDNs: cdns, random: () => 0 })).toBe(
      'https://a.example/TCG_PROD_IMAGES/RNG_LIST_VENDOR/PG-WHITE.png',
    );
    expect(
      vendorLogoUrl({ code: 'EVO', gameType: 'LIVE', imageCDNs: cdns, random: () => 0.9 }),
    ).toBe('https://b.example/TCG_PROD_IMAGES/LIVE_LIST_VENDOR/EVO-WHITE.png');
  });

  it('falls back to the vendor list icon, then to none', () => {
    expect(
      vendorLogoUrl({ code: 'PG', gameType: 'RNG', imageCDNs: [], listIcon: '/v/PG.svg' }),
    ).toBe('/v/PG.svg');
    expect(vendorLogoUrl({ code: 'PG', gameType: 'RNG', imageCDNs: ['not a url'] })).toBeNull();
  });
});
