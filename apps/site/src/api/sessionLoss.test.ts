import { beforeEach, describe, expect, it, vi } from 'vitest';

const session = {
  token: 't-1',
  id: 7,
  userName: 'juan01',
  type: 0,
  merchantCode: 'playdeck',
  firstTimeLogin: false,
};

beforeEach(() => {
  sessionStorage.clear();
  vi.resetModules();
});

async function load() {
  sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(session));
  const { useSession } = await import('../stores/session');
  const { setErrorPresenter } = await import('./queryClient');
  const loss = await import('./sessionLoss');
  const told: unknown[] = [];
  setErrorPresenter((m) => told.push(m));
  const go = vi.fn((forget: () => void) => {
    forget();
    return true;
  });
  loss.setLoginRedirect(go);
  return { useSession, loss, told, go };
}

describe('a lost session', () => {
  it('is forgotten and sends the player to log in, where the login page says why', async () => {
    const { useSession, loss, told, go } = await load();
    loss.sessionLost(1000);
    expect(useSession.getState().session).toBeNull();
    expect(go).toHaveBeenCalledTimes(1);
    expect(told).toEqual([]);
  });

  it('is told once in the spec words by a toast on the login page itself', async () => {
    const { useSession, loss, told, go } = await load();
    go.mockReturnValue(false);
    loss.sessionLost(1000);
    expect(told).toEqual([{ key: 'error.notLoggedIn' }]);
    // Other calls of the same moment failing the same way say nothing more.
    useSession.getState().signIn(session);
    loss.sessionLost(1500);
    expect(told).toHaveLength(1);
  });

  it('is no news to a visitor, nor to a player who is signing out', async () => {
    const { useSession, loss, told, go } = await load();
    await loss.whileSigningOut(async () => loss.sessionLost());
    expect(useSession.getState().session).not.toBeNull();
    useSession.getState().clear();
    loss.sessionLost();
    expect(told).toEqual([]);
    expect(go).not.toHaveBeenCalled();
  });

  it('is not toasted again by the call that found it', async () => {
    const { told } = await load();
    const { presentError } = await import('./queryClient');
    const { ApiError } = await import('@playdeck/contract');
    presentError(new ApiError('login.not.session', 401, 'You are not logged in'));
    expect(told).toEqual([]);
    presentError(new ApiError('system.error', 500, ''));
    expect(told).toEqual([{ key: 'error.unknown' }]);
  });
});
