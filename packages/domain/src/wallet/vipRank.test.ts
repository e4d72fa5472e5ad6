import { describe, expect, it } from 'vitest';
import { vipRankFor } from './vipRank';

describe('vipRankFor', () => {
  it('starts at the first rank with the second next', () => {
    expect(vipRankFor(0)).toMatchObject({ current: { name: 'Bronze' }, next: { name: 'Silver' } });
  });
  it('reaches a rank at exactly its turnover', () => {
    expect(vipRankFor(49_999.99).current.name).toBe('Bronze');
    expect(vipRankFor(50_000).current.name).toBe('Silver');
  });
  it('has no next rank at the top', () => {
    expect(vipRankFor(9_000_000)).toMatchObject({ current: { name: 'Diamond' }, next: null });
  });
});
