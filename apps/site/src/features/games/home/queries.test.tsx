import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { api } from '../../../api/client';
import { prefetchHomeAnnouncements, useHomeAnnouncements } from './queries';

afterEach(() => vi.restoreAllMocks());

describe("home's announcements", () => {
  it('asked for before home renders are not asked for again when it does', async () => {
    const answer = { banners: [{ title: 'Welcome bonus' }] };
    let settle: (value: unknown) => void = () => undefined;
    const call = vi
      .spyOn(api, 'call')
      .mockImplementation(() => new Promise((done) => (settle = done)) as never);
    const client = new QueryClient();
    const prefetch = prefetchHomeAnnouncements(client);

    // Home renders while the client's code and then the answer are still on their way: it waits
    // for the same request.
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useHomeAnnouncements(), { wrapper });
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call.mock.calls[0]?.[1]).toMatchObject({ types: 'B,PL,PU,PR,H', groupName: 'm_home' });
    settle(answer);
    await prefetch;
    await waitFor(() => expect(result.current.data).toEqual(answer));
    expect(call).toHaveBeenCalledTimes(1);
  });
});
