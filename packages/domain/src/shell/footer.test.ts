import { describe, expect, it } from 'vitest';
import { footerHelpLinks, minPlayerAge, socialLinks } from './footer';

describe('footer help links', () => {
  it('leaves out the about-us entry and keeps each entry position', () => {
    expect(
      footerHelpLinks([
        { title: 'About us', tag: 'about' },
        { title: 'How to deposit', tag: null },
        { title: 'Responsible gaming' },
        { title: 'About again', tag: 'ABOUT' },
      ]),
    ).toEqual([
      { title: 'How to deposit', position: 1 },
      { title: 'Responsible gaming', position: 2 },
    ]);
  });
});

describe('social links', () => {
  it('takes one link per network from service entries, then channel resources', () => {
    expect(
      socialLinks(
        [
          { title: 'CS', csType: 'LIVECHAT', url: 'https://chat' },
          { title: 'fb', csType: 'FACEBOOK', url: 'https://facebook.com/playdeck' },
          { title: 'whatsapp', csType: null, url: 'https://wa.me/63' },
        ],
        [
          { resourceType: 'Telegram', url: 'https://t.me/playdeck' },
          { resourceType: 'FACEBOOK', url: 'https://facebook.com/other' },
        ],
      ),
    ).toEqual([
      { network: 'facebook', url: 'https://facebook.com/playdeck' },
      { network: 'telegram', url: 'https://t.me/playdeck' },
      { network: 'whatsapp', url: 'https://wa.me/63' },
    ]);
  });

  it('gives nothing when no network is configured', () => {
    expect(socialLinks([{ title: 'CS', url: 'https://chat' }], [])).toEqual([]);
  });
});

describe('minimum player age', () => {
  it('is 21 unless the deployment sets an age from 18 to 25', () => {
    expect(minPlayerAge(undefined)).toBe(21);
    expect(minPlayerAge('')).toBe(21);
    expect(minPlayerAge('18')).toBe(18);
    expect(() => minPlayerAge('17')).toThrow(/18 to 25/);
    expect(() => minPlayerAge('twenty')).toThrow(/PLAYDECK_MIN_AGE/);
  });
});
