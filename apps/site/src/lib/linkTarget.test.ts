import { describe, expect, it } from 'vitest';
import { linkTarget } from './linkTarget';

describe('linkTarget', () => {
  it("opens the site's own pages in place and other sites in a new tab", () => {
    expect(linkTarget('/support/')).toEqual({});
    expect(linkTarget(`${window.location.origin}/chat/?ticket=x`)).toEqual({});
    expect(linkTarget('https://t.me/playdeck_ph')).toEqual({
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(linkTarget(null)).toEqual({});
  });
});
