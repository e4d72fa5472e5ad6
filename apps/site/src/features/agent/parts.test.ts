import { describe, expect, it } from 'vitest';
import { readDraft } from './parts';

const own = [
  { productType: 'RNG', rate: 1.8 },
  { productType: 'LIVE', rate: 1 },
];

describe('readDraft', () => {
  it('sends every product the agent has, an empty field as 0', () => {
    expect(readDraft({ RNG: ' 1.5 ' }, own)).toEqual({
      rates: [
        { productType: 'RNG', rate: 1.5 },
        { productType: 'LIVE', rate: 0 },
      ],
      problems: {},
    });
  });

  it('names the problem of each refused field and keeps the others', () => {
    const read = readDraft({ RNG: '2', LIVE: 'abc' }, own);
    expect(read.problems).toEqual({ RNG: 'aboveOwnRate', LIVE: 'notNumber' });
    expect(readDraft({ RNG: '0.15', LIVE: '-1' }, own).problems).toEqual({
      RNG: 'offStep',
      LIVE: 'negative',
    });
  });
});
