import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, useLazyPart, warmUpWhenIdle, type LazyPart } from './lazyPart';

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
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const importer = vi.fn(() => Promise.resolve(module));
    warmUpWhenIdle(lazyPart(importer));
    expect(importer).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('loads nothing once cancelled (the page went away first)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const importer = vi.fn(() => Promise.resolve(module));
    const cancel = warmUpWhenIdle(lazyPart(importer));
    cancel();
    vi.runAllTimers();
    expect(importer).not.toHaveBeenCalled();
  });
});
