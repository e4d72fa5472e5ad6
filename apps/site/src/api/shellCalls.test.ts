import { describe, expect, it } from 'vitest';
import * as defs from './shellCallDefs';
import { shellCalls } from './shellCalls';

describe('shellCalls', () => {
  it('names every start-up call with the id and token mode of its definition', async () => {
    expect(Object.keys(shellCalls).sort()).toEqual(Object.keys(defs).sort());
    for (const ref of Object.values(shellCalls)) {
      const def = await ref.load();
      expect({ id: ref.id, token: ref.token }).toEqual({ id: def.id, token: def.token });
    }
  });
});
