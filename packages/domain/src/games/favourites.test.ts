import { describe, expect, it } from 'vitest';
import { favouriteAction, withFavourite, withoutFavourite, withoutGame } from './favourites';

describe('favourites', () => {
  it('adds a new favourite first and ignores one already there', () => {
    expect(withFavourite(['2', '1'], 3)).toEqual(['3', '2', '1']);
    const ids = ['2', '1'];
    expect(withFavourite(ids, '2')).toBe(ids);
  });

  it('removes a favourite and leaves the list alone when it is not one', () => {
    expect(withoutFavourite(['3', '2', '1'], '2')).toEqual(['3', '1']);
    const ids = ['1'];
    expect(withoutFavourite(ids, 9)).toBe(ids);
  });

  it('asks visitors to log in, otherwise adds or removes', () => {
    expect(favouriteAction(false, [], '1')).toBe('login');
    expect(favouriteAction(true, ['1'], 1)).toBe('remove');
    expect(favouriteAction(true, ['1'], '2')).toBe('add');
  });

  it('takes the removed game out of a page', () => {
    expect(withoutGame([{ nodeId: '1' }, { nodeId: '2' }], 1)).toEqual([{ nodeId: '2' }]);
  });
});
