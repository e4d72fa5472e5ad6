import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForPlayerStart, resetPlayerStart } from './playerStart';
import { NEAR_MARGIN, resetWhenNear, WhenNear } from './WhenNear';

/** A stand-in for the browser's observer: the test says which boxes are near the screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.observed.clear();
  }
  near(el: Element) {
    this.callback(
      [{ target: el, isIntersecting: true } as unknown as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

let idle: (() => void)[] = [];
const runIdle = () => act(() => idle.shift()?.());

beforeEach(() => {
  FakeObserver.all = [];
  idle = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  listenForPlayerStart();
});
afterEach(() => {
  resetWhenNear();
  resetPlayerStart();
  vi.unstubAllGlobals();
});

function Page() {
  return (
    <>
      <p>Above the fold</p>
      {['Hot games', 'Providers', 'Big winners'].map((name) => (
        <WhenNear key={name}>
          <section aria-label={name} />
        </WhenNear>
      ))}
    </>
  );
}

const shown = () => screen.queryAllByRole('region').map((r) => r.getAttribute('aria-label'));

describe('blocks below the fold', () => {
  it('wait while the page loads, however long', () => {
    const { container } = render(<Page />);
    expect(screen.getByText('Above the fold')).toBeTruthy();
    expect(shown()).toEqual([]);
    expect(container.querySelectorAll('div')).toHaveLength(3);
    expect(FakeObserver.all).toHaveLength(0);
    expect(idle).toHaveLength(0);
  });

  it('once the player scrolls: the one near the screen at once, the rest in page order when idle', async () => {
    const { container } = render(<Page />);
    act(() => void window.dispatchEvent(new Event('scroll')));
    const [observer] = FakeObserver.all;
    expect(observer?.options.rootMargin).toBe(NEAR_MARGIN);
    expect(observer?.observed.size).toBe(3);

    const [, providers] = [...container.querySelectorAll('div')];
    await act(async () => observer!.near(providers!));
    expect(shown()).toEqual(['Providers']);

    await runIdle();
    expect(shown()).toEqual(['Hot games', 'Providers']);
    await runIdle();
    expect(shown()).toEqual(['Hot games', 'Providers', 'Big winners']);
    await runIdle();
    expect(idle).toHaveLength(0);
  });

  it('a key or a touch starts them as well as a scroll', async () => {
    render(<Page />);
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    await runIdle();
    expect(shown()).toEqual(['Hot games']);
    resetWhenNear();
    resetPlayerStart();
    listenForPlayerStart();
    idle = [];
    render(<Page />);
    act(() => void window.dispatchEvent(new Event('touchstart')));
    expect(idle).toHaveLength(1);
  });

  it('a scroll before the blocks arrive counts', async () => {
    act(() => void window.dispatchEvent(new Event('wheel')));
    render(<Page />);
    expect(FakeObserver.all[0]?.observed.size).toBe(3);
  });

  it('a block added after the player started is drawn without waiting for another start', async () => {
    render(<Page />);
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    for (let i = 0; i < 4; i++) await runIdle();
    render(
      <WhenNear>
        <section aria-label="Help" />
      </WhenNear>,
    );
    await runIdle();
    expect(shown()).toContain('Help');
  });

  it('are drawn at once where the browser cannot tell what is near the screen', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Page />);
    expect(shown()).toEqual(['Hot games', 'Providers', 'Big winners']);
  });
});
