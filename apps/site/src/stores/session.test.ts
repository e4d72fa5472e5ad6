import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.resetModules();
});

describe('session store', () => {
  it('stores the session under MC_SESSION_INFO in the platform shape', async () => {
    const { useSession } = await import('./session');
    useSession.getState().signIn({
      token: 't-1',
      id: 7,
      userName: 'juan01',
      type: 0,
      merchantCode: 'playdeck',
      firstTimeLogin: false,
    });
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO')!)).toEqual({
      token: 't-1',
      id: 7,
      userName: 'juan01',
      type: 0,
      merchantCode: 'playdeck',
      firstTimeLogin: false,
    });
  });

  it('picks up a session stored by an earlier page load', async () => {
    sessionStorage.setItem(
      'MC_SESSION_INFO',
      JSON.stringify({ token: 'abc', userName: 'maria', type: '4', firstTimeLogin: true }),
    );
    const { useSession } = await import('./session');
    expect(useSession.getState().session).toMatchObject({
      token: 'abc',
      userName: 'maria',
      type: 4,
    });
  });

  it('ignores a stored session without a token or that is not JSON', async () => {
    sessionStorage.setItem('MC_SESSION_INFO', '{not json');
    const { useSession } = await import('./session');
    expect(useSession.getState().session).toBeNull();
  });

  it('clears session, trial user and cached member info together', async () => {
    const { useSession } = await import('./session');
    useSession.getState().signIn({ token: 't', userName: 'guest1', type: 4 });
    useSession.getState().setTrialUserName('guest1');
    localStorage.setItem('memberInfo', '{"id":1}');
    useSession.getState().clear();
    expect(useSession.getState().session).toBeNull();
    expect(useSession.getState().trialUserName).toBeNull();
    expect(sessionStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(sessionStorage.getItem('trialUserName')).toBeNull();
    expect(localStorage.getItem('memberInfo')).toBeNull();
  });
});

describe('preferences store', () => {
  it('defaults to TY with the balance shown, and remembers changes', async () => {
    const { usePreferences } = await import('./preferences');
    expect(usePreferences.getState().language).toBe('TY');
    expect(usePreferences.getState().balanceVisible).toBe(true);
    usePreferences.getState().setLanguage('EN');
    usePreferences.getState().setBalanceVisible(false);
    vi.resetModules();
    const again = await import('./preferences');
    expect(again.usePreferences.getState().language).toBe('EN');
    expect(again.usePreferences.getState().balanceVisible).toBe(false);
  });
});
