import { describe, expect, it } from 'vitest';
import { flattenWhitelabel, isFlagOn } from './whitelabel';

describe('flattenWhitelabel', () => {
  it('lists every module of the tree with enabled "1" as on and anything else as off', () => {
    const flags = flattenWhitelabel({
      modId: 'ROOT',
      enabled: '1',
      childrenNodes: [
        { modId: 'MYACC', enabled: '1' },
        {
          modId: 'AGENT',
          enabled: '0',
          childrenNodes: [
            { modId: 'AGEPAG', enabled: '1', childrenNodes: [] },
            { modId: 'DOWNMAN', enabled: 'true' },
          ],
        },
        { modId: 'CBS3', enabled: '' },
      ],
    });
    expect(flags).toEqual({
      ROOT: true,
      MYACC: true,
      AGENT: false,
      AGEPAG: true,
      DOWNMAN: false,
      CBS3: false,
    });
  });

  it('gives no flags for a missing tree', () => {
    expect(flattenWhitelabel(null)).toEqual({});
    expect(flattenWhitelabel(undefined)).toEqual({});
  });

  it('lets a later node win when a module id repeats', () => {
    const flags = flattenWhitelabel({
      modId: 'ROOT',
      enabled: '1',
      childrenNodes: [
        { modId: 'REWCEN3', enabled: '0' },
        { modId: 'X', enabled: '1', childrenNodes: [{ modId: 'REWCEN3', enabled: '1' }] },
      ],
    });
    expect(flags.REWCEN3).toBe(true);
  });
});

describe('isFlagOn', () => {
  it('treats unlisted flags as off', () => {
    expect(isFlagOn({ MYACC: true }, 'MYACC')).toBe(true);
    expect(isFlagOn({ MYACC: false }, 'MYACC')).toBe(false);
    expect(isFlagOn({}, 'MYACC')).toBe(false);
  });
});
