import { describe, expect, it } from 'vitest';
import { referralAvailable } from '../shell/roles';
import { referralLink } from './referral';

describe('referralLink', () => {
  it('opens registration on the promotion domain with the code', () => {
    expect(referralLink('play.example.ph', 'AB12')).toBe(
      'https://play.example.ph/m/register?referralCode=AB12',
    );
    expect(referralLink('http://127.0.0.1:4310/', 'X Y', 'http:')).toBe(
      'http://127.0.0.1:4310/m/register?referralCode=X%20Y',
    );
    expect(referralLink('localhost:8080', 'C', 'http:')).toBe(
      'http://localhost:8080/m/register?referralCode=C',
    );
  });
});

describe('referral entry availability', () => {
  it('is open to visitors, who are sent to log in', () => {
    expect(
      referralAvailable({ loggedIn: false, type: null, referralPromotionEnabled: false }),
    ).toBe(true);
  });
  it('is open to members and trial accounts while the REFERRAL promotion runs', () => {
    for (const type of [0, 4, 40])
      expect(referralAvailable({ loggedIn: true, type, referralPromotionEnabled: true })).toBe(
        true,
      );
    expect(referralAvailable({ loggedIn: true, type: 0, referralPromotionEnabled: false })).toBe(
      false,
    );
  });
  it('is closed to agents', () => {
    for (const type of [1, 2, 5, 41])
      expect(referralAvailable({ loggedIn: true, type, referralPromotionEnabled: true })).toBe(
        false,
      );
  });
});
