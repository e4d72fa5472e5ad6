import { describe, expect, it } from 'vitest';
import * as memberDefs from './memberCallDefs';
import * as visitorDefs from './shellCallDefs';
import { shellCalls } from './shellCalls';

describe('shellCalls', () => {
  it('names every start-up call with the id and token mode of its definition', async () => {
    expect(Object.keys(shellCalls).sort()).toEqual(
      [...Object.keys(visitorDefs), ...Object.keys(memberDefs)].sort(),
    );
    for (const ref of Object.values(shellCalls)) {
      const def = await ref.load();
      expect({ id: ref.id, token: ref.token }).toEqual({ id: def.id, token: def.token });
    }
  });

  it('keeps the calls that need a session out of the chunk every visitor loads', () => {
    for (const def of Object.values(visitorDefs)) expect(def.token).not.toBe(true);
    for (const def of Object.values(memberDefs)) expect(def.token).toBe(true);
  });
});
