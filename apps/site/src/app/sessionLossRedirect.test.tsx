import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberInfo, walletBalance } from '@playdeck/contract';
import { i18n } from '../i18n';
import { SiteRouter } from './router';
import { SessionLossRedirect } from './SessionLossRedirect';
import { useSession } from '../stores/session';
import { useApiQuery } from '../api/hooks';
import { queryClient, setErrorPresenter } from '../api/queryClient';
import { api } from '../api/client';

// The site's own API client against a platform double that ends the session in each of the
// platform's forms (api-contract §8 #8): the site drops the session, says the spec's "not logged
// in" text once (spec 1 §8), never a code, and goes to log in.

const platform = vi.hoisted(() => {
  const state = { answer: (): Response => new Response(null, { status: 500 }), calls: 0 };
  globalThis.fetch = (async () => {
    state.calls++;
    return state.answer();
  }) as typeof fetch;
  return state;
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

const forms: [string, () => Response][] = [
  ['HTTP 401', () => json(401, { success: false, errorCode: 'login.not.session', value: null })],
  ['HTTP 401 without a body', () => new Response(null, { status: 401 })],
  [
    'HTTP 200 with message CUSTOMER_NOT_LOGIN',
    () => json(200, { success: false, message: 'CUSTOMER_NOT_LOGIN', value: null }),
  ],
  ['customer.not.login', () => json(200, { success: false, errorCode: 'customer.not.login' })],
  [
    'user.or.token.invalid',
    () => json(400, { success: false, errorCode: 'user.or.token.invalid' }),
  ],
  [
    'login.not.session at HTTP 500',
    () => json(500, { success: false, errorCode: 'login.not.session' }),
  ],
];

let told: string[] = [];

function MemberPage() {
  const member = useApiQuery(memberInfo, {});
  const wallet = useApiQuery(walletBalance, { typeId: 0 });
  return (
    <p>
      member page {member.status} {wallet.status}
    </p>
  );
}

/** The login page says why the player is there (the real one shows the spec's text). */
function LoginPage() {
  const state = useLocation().state as { reason?: string } | null;
  return <p>log in page {state?.reason}</p>;
}

function Site() {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteRouter>
        <SessionLossRedirect />
        <Routes>
          <Route path="/m/member/home" element={<MemberPage />} />
          <Route path="/m/login" element={<LoginPage />} />
        </Routes>
      </SiteRouter>
    </QueryClientProvider>
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  told = [];
  setErrorPresenter((m) => told.push('key' in m ? i18n.t(m.key) : m.text));
  window.history.replaceState(null, '', '/m/member/home');
  useSession.getState().signIn({ token: 'a3f9c0d2', id: 7, userName: 'juan88', type: 0 });
  queryClient.clear();
  platform.calls = 0;
});

afterEach(async () => {
  await i18n.changeLanguage('fil');
});

describe('session loss', () => {
  for (const [form, answer] of forms) {
    it(`${form}: drops the session and goes to log in, which says why (no code, no toast)`, async () => {
      platform.answer = answer;
      render(<Site />);
      await screen.findByText('log in page sessionLost');
      expect(useSession.getState().session).toBeNull();
      expect(window.location.pathname).toBe('/m/login');
      expect(told).toEqual([]);
      // Both calls failed, and neither was repeated.
      expect(platform.calls).toBe(2);
    });
  }

  it('a refusal that is not a session loss keeps the session', async () => {
    platform.answer = () => json(200, { success: false, errorCode: 'function.not.available' });
    await expect(api.call(memberInfo, {})).rejects.toMatchObject({ sessionLost: false });
    expect(useSession.getState().session).not.toBeNull();
  });
});
