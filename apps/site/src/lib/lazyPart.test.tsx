import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  lazyPart,
  useLazyPart,
  warmUpWhenIdle,
  WARM_UP_QUIET_LATEST_MS,
  type LazyPart,
  type PageActivity,
} from './lazyPart';

interface Parts {
  Panel: () => React.JSX.Element;
}

const module: Parts = { Panel: () => <p>Panel content</p> };

function deferred() {
  let resolve: (m: Parts) => void = () => {};
  let reject: (e: Error) => void = () => {};
  const promise = new Promise<Parts>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Slot({ part, open }: { part: LazyPart<Parts>; open: boolean }) {
  const parts = useLazyPart(part, open);
  return parts ? <parts.Panel /> : <p>nothing yet</p>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a part loaded after the page is usable', () => {
  it('downloads once, however many callers ask', async () => {
    const importer = vi.fn(() => Promise.resolve(module));
    const part = lazyPart(importer);
    expect(part.current).toBeNull();
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect(a).toBe(module);
    expect(b).toBe(module);
    expect(part.current).toBe(module);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const importer = vi
      .fn<() => Promise<Parts>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(module);
    const part = lazyPart(importer);
    await expect(part.load()).rejects.toThrow('offline');
    await expect(part.load()).resolves.toBe(module);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('shows nothing and loads nothing until first needed, then stays', async () => {
    const arrival = deferred();
    const importer = vi.fn(() => arrival.promise);
    const part = lazyPart(importer);
    const { rerender } = render(<Slot part={part} open={false} />);
    expect(screen.getByText('nothing yet')).toBeInTheDocument();
    expect(importer).not.toHaveBeenCalled();

    rerender(<Slot part={part} open />);
    expect(importer).toHaveBeenCalledTimes(1);
    await act(async () => arrival.resolve(module));
    expect(screen.getByText('Panel content')).toBeInTheDocument();

    // Closed again, the part stays mounted (it runs its own closing).
    rerender(<Slot part={part} open={false} />);
    expect(screen.getByText('Panel content')).toBeInTheDocument();
  });

  it('appears in the very render that needs it once warmed up', async () => {
    const part = lazyPart(() => Promise.resolve(module));
    const { rerender } = render(<Slot part={part} open={false} />);
    await part.load();
    rerender(<Slot part={part} open />);
    expect(screen.getByText('Panel content')).toBeInTheDocument();
  });

  it('loads again when the connection returns after a failed download', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const importer = vi
      .fn<() => Promise<Parts>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(module);
    const part = lazyPart(importer);
    render(<Slot part={part} open />);
    await act(async () => {});
    expect(screen.getByText('nothing yet')).toBeInTheDocument();

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('Panel content')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('warming up', () => {
  /** Fake timers and no idle callback, so the warm-up runs on a timer; the part's importer. */
  function withTimersOnly() {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    return vi.fn(() => Promise.resolve(module));
  }

  it('loads the parts in the first idle moment', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((cb: () => void) => {
        idle = cb;
        return 1;
      }),
    );
    const importer = vi.fn(() => Promise.resolve(module));
    const part = lazyPart(importer);
    warmUpWhenIdle(part);
    expect(importer).not.toHaveBeenCalled();
    idle?.();
    await part.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(part.current).toBe(module);
  });

  it('falls back to a timer where the browser has no idle callback', () => {
    const importer = withTimersOnly();
    warmUpWhenIdle(lazyPart(importer));
    expect(importer).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('loads nothing once cancelled (the page went away first)', () => {
    const importer = withTimersOnly();
    const cancel = warmUpWhenIdle(lazyPart(importer));
    cancel();
    vi.runAllTimers();
    expect(importer).not.toHaveBeenCalled();
  });

  /** The page's calls as a switch the test flips; listeners hear every flip. */
  function pageCalls(busy: boolean) {
    const listeners = new Set<() => void>();
    const activity: PageActivity & { set(next: boolean): void } = {
      isBusy: () => busy,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      set(next) {
        busy = next;
        for (const listener of listeners) listener();
      },
    };
    return { activity, listeners };
  }

  it("waits for the page's calls to answer before downloading", () => {
    const importer = withTimersOnly();
    const { activity, listeners } = pageCalls(true);
    warmUpWhenIdle(lazyPart(importer), activity);
    vi.runOnlyPendingTimers(); // the idle moment: the calls are still out
    expect(importer).not.toHaveBeenCalled();
    activity.set(true); // another call starts
    expect(importer).not.toHaveBeenCalled();
    activity.set(false);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
    vi.runAllTimers();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('downloads at the idle moment when no call is out', () => {
    const importer = withTimersOnly();
    warmUpWhenIdle(lazyPart(importer), pageCalls(false).activity);
    vi.runOnlyPendingTimers();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for a call that never answers', () => {
    const importer = withTimersOnly();
    const { activity, listeners } = pageCalls(true);
    warmUpWhenIdle(lazyPart(importer), activity);
    vi.runOnlyPendingTimers();
    vi.advanceTimersByTime(WARM_UP_QUIET_LATEST_MS - 1);
    expect(importer).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it('loads nothing when cancelled while waiting for the calls', () => {
    const importer = withTimersOnly();
    const { activity, listeners } = pageCalls(true);
    const cancel = warmUpWhenIdle(lazyPart(importer), activity);
    vi.runOnlyPendingTimers();
    cancel();
    expect(listeners.size).toBe(0);
    activity.set(false);
    vi.runAllTimers();
    expect(importer).not.toHaveBeenCalled();
  });
});
