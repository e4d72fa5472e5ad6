import { describe, expect, it } from 'vitest';
import { downlinePasswordProblems, downlineUsernameProblem } from './openAccount';

describe('downlineUsernameProblem', () => {
  it('accepts 6 to 16 letters or digits starting with a letter, in any case', () => {
    expect(downlineUsernameProblem('mika01')).toBeNull();
    expect(downlineUsernameProblem(' Mika0123456789ab ')).toBeNull();
  });
  it('names an empty name apart from a badly formed one', () => {
    expect(downlineUsernameProblem('  ')).toBe('required');
    expect(downlineUsernameProblem('mika')).toBe('format');
    expect(downlineUsernameProblem('1mika23')).toBe('format');
    expect(downlineUsernameProblem('mika_01')).toBe('format');
    expect(downlineUsernameProblem('m'.repeat(17))).toBe('format');
  });
});

describe('downlinePasswordProblems', () => {
  it('wants 6 to 20 characters and the same text twice', () => {
    expect(downlinePasswordProblems('secret1', 'secret1')).toEqual({
      password: null,
      confirm: null,
    });
    expect(downlinePasswordProblems('abc', 'abc').password).toBe('tooShort');
    expect(downlinePasswordProblems('a'.repeat(21), 'a'.repeat(21)).password).toBe('tooLong');
    expect(downlinePasswordProblems('secret1', 'secret2').confirm).toBe('mismatch');
    expect(downlinePasswordProblems('', '')).toEqual({ password: 'required', confirm: 'required' });
  });
});
