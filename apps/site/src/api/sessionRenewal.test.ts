import { beforeEach, describe, expect, it, vi } from 'vitest';

const callApi = vi.fn();
vi.mock('./hooks', () => ({ callApi }));

const stored = {
  token: 't-1',
  id: 7,
  userName: 'juan01',
  type: 0,
  merchantCode: 'playdeck',
  firstTimeLogin: false,
};

beforeEach(() => {
  sessionStorage.clear();
  callApi.mockReset();
  vi.resetModules();
});

async function load() {
  const { useSession } = await import('../stores/session');
  const { renewStoredSession } = await import('./sessionRenewal');
  return { useSession, renewStoredSession };
}

describe('renewing the stored session on load', () => {
  it('asks nothing of a visitor', async () => {
    const { renewStoredSession } = await load();
    await renewStoredSession();
    expect(callApi).not.toHaveBeenCalled();
  });

  it('renews once per page load, and takes over a type the server now answers', async () => {
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(stored));
    callApi.mockResolvedValue({ token: 't-1', userName: 'juan01', type: 1, expirationTime: 1 });
    const { useSession, renewStoredSession } = await load();
    await Promise.all([renewStoredSession(), renewStoredSession()]);
    expect(callApi).toHaveBeenCalledTimes(1);
    expect(callApi.mock.calls[0]![0]).toMatchObject({ id: 'renewSession', token: true });
    expect(useSession.getState().session).toMatchObject({ token: 't-1', type: 1 });
  });

  it('leaves the session alone when the renewal fails for another reason', async () => {
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(stored));
    callApi.mockRejectedValue(new Error('offline'));
    const { useSession, renewStoredSession } = await load();
    await renewStoredSession();
    expect(useSession.getState().session).toMatchObject(stored);
  });
});
