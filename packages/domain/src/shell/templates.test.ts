import { describe, expect, it } from 'vitest';
import { templatesOf } from './templates';

describe('templates', () => {
  it('uses the new member centre when mem_cen is 1 and the new deposit when dep_func is 1', () => {
    expect(templatesOf({ mem_cen: 1, dep_func: 0 })).toEqual({
      memberCentre: 'new',
      deposit: 'base',
    });
    expect(templatesOf({ mem_cen: 0, dep_func: 1 })).toEqual({
      memberCentre: 'base',
      deposit: 'new',
    });
    expect(templatesOf({ mem_cen: '1', dep_func: '1' })).toEqual({
      memberCentre: 'new',
      deposit: 'new',
    });
  });

  it('falls back to base when the template is missing or anything else', () => {
    expect(templatesOf(null)).toEqual({ memberCentre: 'base', deposit: 'base' });
    expect(templatesOf({ mem_cen: 2 })).toEqual({ memberCentre: 'base', deposit: 'base' });
  });
});
