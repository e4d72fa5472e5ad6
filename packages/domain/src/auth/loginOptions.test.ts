import { describe, expect, it } from 'vitest';
import { afterLoginRoute, loginOptions } from './loginOptions';

describe('login options', () => {
  it('offers the SMS method only with MOBILEVERCODELOGIN3', () => {
    expect(loginOptions({ MOBILEVERCODELOGIN3: true }).methods).toEqual(['username', 'sms']);
    expect(loginOptions({}).methods).toEqual(['username']);
  });

  it('shows forgot password unless the operator turned both retrieval flags off', () => {
    expect(loginOptions({ CHNGPASSMAIL3: true }).forgotPassword).toBe(true);
    expect(loginOptions({ CHNGPASSVERIF3: true }).forgotPassword).toBe(true);
    expect(loginOptions({}).forgotPassword).toBe(true);
    expect(loginOptions({ CHNGPASSMAIL3: false }).forgotPassword).toBe(true);
    expect(loginOptions({ CHNGPASSMAIL3: false, CHNGPASSVERIF3: false }).forgotPassword).toBe(
      false,
    );
  });

  it('offers free play with FREEPLAY3', () => {
    expect(loginOptions({ FREEPLAY3: true }).freePlay).toBe(true);
    expect(loginOptions({}).freePlay).toBe(false);
  });
});

describe('after login', () => {
  it('sends an expired password to change password when the operator forces it', () => {
    expect(afterLoginRoute({ PWDEXPFORCECHANGE3: true }, { passwordExpired: true })).toBe(
      'changePassword',
    );
    expect(afterLoginRoute({}, { passwordExpired: true })).toBe('home');
    expect(afterLoginRoute({ PWDEXPFORCECHANGE3: true }, { passwordExpired: false })).toBe('home');
  });
});
