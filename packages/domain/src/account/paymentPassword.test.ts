import { describe, expect, it } from 'vitest';
import { paymentPasswordProblems } from './paymentPassword';

describe('paymentPasswordProblems', () => {
  it('accepts a first password of 6 digits confirmed', () => {
    expect(
      paymentPasswordProblems({ newPassword: '135790', confirmPassword: '135790' }, false),
    ).toEqual({});
  });

  it('asks for 6 digits and a matching confirmation', () => {
    expect(
      paymentPasswordProblems({ newPassword: '12345a', confirmPassword: '12345' }, false),
    ).toEqual({ newPassword: 'sixDigits', confirmPassword: 'mismatch' });
    expect(paymentPasswordProblems({ newPassword: '', confirmPassword: '' }, false)).toEqual({
      newPassword: 'required',
      confirmPassword: 'required',
    });
  });

  it('needs the current password to change it, and a different new one', () => {
    expect(
      paymentPasswordProblems({ newPassword: '135790', confirmPassword: '135790' }, true),
    ).toEqual({ oldPassword: 'required' });
    expect(
      paymentPasswordProblems(
        { oldPassword: '246810', newPassword: '246810', confirmPassword: '246810' },
        true,
      ),
    ).toEqual({ newPassword: 'sameAsOld' });
  });
});
