import { describe, expect, it } from 'vitest';
import { checkRegisterField, rulePattern } from './fieldRules';

const username = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 16,
  acceptedPattern: '^[a-z0-9]+$',
};

describe('registration field rules', () => {
  it('asks for a required field that is empty or blank', () => {
    expect(checkRegisterField(username, '')).toBe('required');
    expect(checkRegisterField(username, '   ')).toBe('required');
    expect(checkRegisterField(username, undefined)).toBe('required');
  });

  it('lets an empty optional field pass', () => {
    expect(checkRegisterField({ ...username, required: false }, '')).toBeNull();
  });

  it('ignores a field the operator has not enabled', () => {
    expect(checkRegisterField({ ...username, enabled: false }, '!')).toBeNull();
    expect(checkRegisterField(undefined, '!')).toBeNull();
  });

  it('checks the length bounds, counting characters not bytes', () => {
    expect(checkRegisterField(username, 'abc12')).toBe('tooShort');
    expect(checkRegisterField(username, 'a'.repeat(17))).toBe('tooLong');
    expect(checkRegisterField({ minLength: 2, maxLength: 3 }, 'ñññ')).toBeNull();
  });

  it('checks the accepted pattern; "*" accepts anything', () => {
    expect(checkRegisterField(username, 'Player01')).toBe('pattern');
    expect(checkRegisterField(username, 'player01')).toBeNull();
    expect(checkRegisterField({ acceptedPattern: '*' }, 'any thing!')).toBeNull();
  });

  it('treats a pattern that does not compile as accepting anything', () => {
    expect(rulePattern({ acceptedPattern: '([' })).toBeNull();
  });

  it('accepts birthdays from 1900 to the end of this year only, as real days', () => {
    const today = new Date(Date.UTC(2025, 5, 1));
    const rule = { enabled: true, type: 'date' };
    expect(checkRegisterField(rule, '1990-02-28', { today })).toBeNull();
    expect(checkRegisterField(rule, '2025-12-31', { today })).toBeNull();
    expect(checkRegisterField(rule, '2026-01-01', { today })).toBe('date');
    expect(checkRegisterField(rule, '1899-12-31', { today })).toBe('date');
    expect(checkRegisterField(rule, '1990-02-30', { today })).toBe('date');
    expect(checkRegisterField({ enabled: true }, '02/03/1990', { field: 'birthday' })).toBe('date');
  });
});
