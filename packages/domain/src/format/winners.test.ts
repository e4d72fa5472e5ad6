import { describe, expect, it } from 'vitest';
import { sortWinnersByAmount } from './winners';

describe('sortWinnersByAmount', () => {
  const winners = [
    { customerName: 'ma***a', winAmount: 1200.5 },
    { customerName: 'jo***n', winAmount: 98000 },
    { customerName: 'an***e', winAmount: '45000.75' },
    { customerName: 'ri***o', winAmount: 1200.5 },
  ];
  it('puts the biggest win first', () => {
    expect(sortWinnersByAmount(winners).map((w) => w.customerName)).toEqual([
      'jo***n',
      'an***e',
      'ma***a',
      'ri***o',
    ]);
  });
  it('leaves the list it was given untouched', () => {
    const before = winners.map((w) => w.customerName);
    sortWinnersByAmount(winners);
    expect(winners.map((w) => w.customerName)).toEqual(before);
  });
  it('puts entries without a readable amount last', () => {
    const sorted = sortWinnersByAmount([
      { customerName: 'x', winAmount: 'n/a' },
      { customerName: 'y', winAmount: 5 },
    ]);
    expect(sorted.map((w) => w.customerName)).toEqual(['y', 'x']);
  });
});
