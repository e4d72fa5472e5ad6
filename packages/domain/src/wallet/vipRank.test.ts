import { describe, expect, it } from 'vitest';
import { vipRankFor } from './vipRank';

describe('vipRankFor', () => {
  it('starts at the first rank with the second next', () => {
    expect(vipRankFor(0)).toMatchObject({ current: { name: 'VIP 1' }, next: { name: 'VIP 2' } });
  });
  it('reaches a rank at exactly its turnover', () => {
    expect(vipRankFor(49_999.99).current.name).toBe('VIP 1');
    expect(vipRankFor(50_000).current.name).toBe('VIP 2');
  });
  it('has no next rank at the top', () => {
    expect(vipRankFor(9_000_000)).toMatchObject({ current: { name: 'VIP 5' }, next: null });
  });
});
