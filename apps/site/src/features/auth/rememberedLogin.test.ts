import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetRememberedLogin,
  loadRememberedLogin,
  refreshRememberedPassword,
  rememberLogin,
} from './rememberedLogin';

const stored = () => JSON.stringify({ ...localStorage });

function runInsideNativeApp() {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (Linux; Android 14) Mobile PlaydeckApp/2.1',
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('remembered login in a browser', () => {
  it('keeps the username and method but never the password', async () => {
    await rememberLogin({ type: 'username', username: 'player00', password: 'Demo1234' });
    expect(stored()).not.toContain('Demo1234');
    expect(await loadRememberedLogin()).toEqual({ type: 'username', username: 'player00' });
  });

  it('keeps an SMS login as the number and its dialling code', async () => {
    await rememberLogin({ type: 'sms', username: '9171234567', countryDialingCode: '63' });
    expect(await loadRememberedLogin()).toEqual({
      type: 'sms',
      username: '9171234567',
      countryDialingCode: '63',
    });
  });

  it('forgets everything when remember is unticked', async () => {
    runInsideNativeApp();
    await rememberLogin({ type: 'username', username: 'player00', password: 'Demo1234' });
    forgetRememberedLogin();
    expect(localStorage.length).toBe(0);
    expect(await loadRememberedLogin()).toBeNull();
  });
});

describe('remembered login inside the native app', () => {
  it('seals the password with the device secret and opens it again', async () => {
    runInsideNativeApp();
    await rememberLogin({ type: 'username', username: 'player00', password: 'Demo1234' });
    expect(stored()).not.toContain('Demo1234');
    expect(localStorage.getItem('pd-remembered-secret')).toBeTruthy();
    expect(await loadRememberedLogin()).toEqual({
      type: 'username',
      username: 'player00',
      password: 'Demo1234',
    });
  });

  it('re-seals the new password after a change, for the same account only', async () => {
    runInsideNativeApp();
    await rememberLogin({ type: 'username', username: 'player00', password: 'Demo1234' });
    await refreshRememberedPassword('someone', 'Other999');
    expect((await loadRememberedLogin())?.password).toBe('Demo1234');
    await refreshRememberedPassword('player00', 'Fresh456');
    expect((await loadRememberedLogin())?.password).toBe('Fresh456');
  });

  it('does not open a sealed password once the site runs in a browser', async () => {
    runInsideNativeApp();
    await rememberLogin({ type: 'username', username: 'player00', password: 'Demo1234' });
    vi.restoreAllMocks();
    expect(await loadRememberedLogin()).toEqual({ type: 'username', username: 'player00' });
  });
});
