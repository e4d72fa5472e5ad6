// Opens one story in the built Storybook the same way for every check: fixed clock, seeded
// randomness, frozen animations, skin and mode from the URL, and a wait for everything a designer
// would see (render and play function finished, fonts, images).
import type { Page } from '@playwright/test';
import type { Mode } from './stories';

/** Every story sees this moment as "now" (a Saturday evening in Manila, UTC+8). */
export const fixedNow = new Date('2025-06-14T19:30:00+08:00');
export const phone = { width: 390, height: 844 } as const;

export const freezeCss =
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';

/** What a story may ask of the screenshot, in Chromatic's vocabulary so one setting serves both. */
export interface SnapshotParameters {
  disableSnapshot: boolean;
  prefersReducedMotion: boolean;
  delay: number;
}

/** Storybook 10 reads `globals=key:value;key:value` from the iframe URL; motion:off is the
 * preview's own switch for frozen motion (.storybook/preview.tsx). */
export function storyUrl(storyId: string, skin: string, mode: Mode): string {
  const globals = `theme:${mode};skin:${skin};motion:off`;
  return `/iframe.html?id=${encodeURIComponent(storyId)}&globals=${globals}&viewMode=story`;
}

/**
 * Runs in every document before Storybook's scripts: seeds Math.random, freezes animations and
 * sets data-theme/data-skin from the URL's globals (Storybook's decorator sets them too).
 */
export function prepareDocument({ css }: { css: string }) {
  // mulberry32: the same sequence on every load and after every remount (see remountStory).
  let seed = 0x5eed1e55;
  (window as unknown as { __visualReseed: () => void }).__visualReseed = () => {
    seed = 0x5eed1e55;
  };
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // Smooth scrolls end whenever the compositor gets to them, so a capture could catch one midway:
  // every programmatic scroll jumps instead, as it does for a player who prefers reduced motion.
  const instant = <A extends unknown[]>(original: (...args: A) => void) =>
    function (this: Element | Window, ...args: A) {
      const [first, ...rest] = args;
      const jump = first && typeof first === 'object' ? { ...first, behavior: 'instant' } : first;
      original.apply(this, [jump, ...rest] as unknown as A);
    };
  for (const target of [Element.prototype, window] as unknown as Record<string, unknown>[])
    for (const name of ['scrollTo', 'scroll', 'scrollBy'])
      target[name] = instant(target[name] as (...args: unknown[]) => void);
  const intoView = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = function (arg?: boolean | ScrollIntoViewOptions) {
    intoView.call(this, typeof arg === 'object' ? { ...arg, behavior: 'instant' } : arg);
  };
  const globals = new URLSearchParams(location.search).get('globals') ?? '';
  const wanted = Object.fromEntries(globals.split(';').map((pair) => pair.split(':')));
  const apply = () => {
    const html = document.documentElement;
    if (wanted.theme && !html.dataset.theme) html.dataset.theme = wanted.theme;
    if (wanted.skin && !html.dataset.skin) html.dataset.skin = wanted.skin;
    const style = document.createElement('style');
    style.dataset.visualFreeze = '';
    style.textContent = css;
    (document.head ?? html).appendChild(style);
  };
  if (document.documentElement) apply();
  else
    new MutationObserver((_, observer) => {
      if (!document.documentElement) return;
      observer.disconnect();
      apply();
    }).observe(document, { childList: true });
}

type RenderState =
  | { state: 'pending'; phase: string }
  | { state: 'missing' }
  | { state: 'errored'; message: string }
  | { state: 'done'; skins: string[] | null; tokensResolved: boolean; snapshot: unknown };

/** Reads Storybook's preview state; runs in the page. */
function readRenderState(storyId: string): RenderState {
  type Item = string | { value?: string };
  const w = window as unknown as {
    __STORYBOOK_PREVIEW__?: {
      currentRender?: {
        id?: string;
        phase?: string;
        story?: { parameters?: Record<string, unknown> };
      };
      storyStoreValue?: {
        projectAnnotations?: { globalTypes?: { skin?: { toolbar?: { items?: Item[] } } } };
      };
    };
  };
  const body = document.body;
  if (body?.classList.contains('sb-show-nopreview')) return { state: 'missing' };
  if (body?.classList.contains('sb-show-errordisplay')) {
    const text = (sel: string) => document.querySelector(sel)?.textContent?.trim() ?? '';
    return { state: 'errored', message: [text('#error-message'), text('#error-stack')].join('\n') };
  }
  const preview = w.__STORYBOOK_PREVIEW__;
  const render = preview?.currentRender;
  if (!render || render.id !== storyId || render.phase !== 'finished') {
    return {
      state: 'pending',
      phase: `${render?.id ?? 'no story'}: ${render?.phase ?? 'loading'}`,
    };
  }
  const items = preview?.storyStoreValue?.projectAnnotations?.globalTypes?.skin?.toolbar?.items;
  const skins = items ? items.map((i) => (typeof i === 'string' ? i : (i.value ?? ''))) : null;
  const page = getComputedStyle(document.documentElement).getPropertyValue('--pd-color-page');
  const chromatic = render.story?.parameters?.chromatic;
  return {
    state: 'done',
    skins,
    tokensResolved: page.trim() !== '',
    snapshot:
      chromatic && typeof chromatic === 'object' ? JSON.parse(JSON.stringify(chromatic)) : {},
  };
}

/** Makes lazy images load now, then waits for every image, the fonts and two frames. */
async function settleImages() {
  const images = Array.from(document.images);
  for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
  await Promise.all(
    images.map((img) =>
      img.complete
        ? null
        : new Promise((done) => {
            img.addEventListener('load', done, { once: true });
            img.addEventListener('error', done, { once: true });
          }),
    ),
  );
  await document.fonts.ready;
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
}

const clockInstalled = new WeakSet<Page>();

interface Combo {
  storyId: string;
  skin: string;
  mode: Mode;
  timeoutMs?: number;
}

/** Loads the story in a fresh document, in one skin and mode. */
export async function openStory(page: Page, combo: Combo): Promise<SnapshotParameters> {
  const { storyId, skin, mode } = combo;
  await page.emulateMedia({ colorScheme: mode, reducedMotion: 'no-preference' });
  if (clockInstalled.has(page)) {
    await page.clock.setSystemTime(fixedNow);
  } else {
    await page.clock.install({ time: fixedNow });
    clockInstalled.add(page);
  }
  await page.goto(storyUrl(storyId, skin, mode), { waitUntil: 'commit' });
  return settle(page, combo);
}

/**
 * Shows the story already on the page in another skin and mode: sets the globals and remounts it
 * (Storybook's "Remount" button: fresh React tree, play function runs again) with the clock and
 * Math.random reset, so it renders as a fresh load does without reloading the preview.
 */
export async function remountStory(
  page: Page,
  combo: Combo,
  previous: SnapshotParameters,
): Promise<SnapshotParameters> {
  const { storyId, skin, mode } = combo;
  await page.emulateMedia({
    colorScheme: mode,
    reducedMotion: previous.prefersReducedMotion ? 'reduce' : 'no-preference',
  });
  await page.clock.setSystemTime(fixedNow);
  await page.evaluate(
    async ({ storyId, skin, mode }) => {
      const w = window as unknown as {
        __visualReseed?: () => void;
        __STORYBOOK_PREVIEW__: {
          storyStoreValue: { userGlobals: { update(g: Record<string, string>): void } };
          onForceRemount(args: { storyId: string }): Promise<void>;
        };
      };
      (document.activeElement as HTMLElement | null)?.blur?.();
      window.scrollTo(0, 0);
      w.__visualReseed?.();
      const preview = w.__STORYBOOK_PREVIEW__;
      preview.storyStoreValue.userGlobals.update({ skin, theme: mode, motion: 'off' });
      await preview.onForceRemount({ storyId });
    },
    { storyId, skin, mode },
  );
  return settle(page, combo);
}

async function settle(page: Page, { storyId, skin, mode, timeoutMs = 15_000 }: Combo) {
  const deadline = Date.now() + timeoutMs;
  let state: RenderState = await page.evaluate(readRenderState, storyId);
  while (state.state === 'pending') {
    if (Date.now() > deadline)
      throw new Error(
        `Story ${storyId} (${skin} ${mode}) did not finish rendering and its play function within ` +
          `${timeoutMs / 1000} s (Storybook reports ${state.phase}).`,
      );
    await page.waitForTimeout(20);
    state = await page.evaluate(readRenderState, storyId);
  }
  if (state.state === 'missing') throw new Error(`Storybook has no story ${storyId}.`);
  if (state.state === 'errored')
    throw new Error(
      `Story ${storyId} (${skin} ${mode}) failed to render or its play function threw:\n${state.message}`,
    );
  if (state.skins && !state.skins.includes(skin)) {
    throw new Error(
      `Storybook's skin toolbar offers [${state.skins.join(', ')}] but tokens/src/skins has "${skin}": ` +
        'build its tokens (tokens/build) and rebuild Storybook.',
    );
  }
  if (!state.tokensResolved) {
    throw new Error(
      `No design tokens apply to <html data-skin="${skin}" data-theme="${mode}"> in Storybook ` +
        "(--pd-color-page is empty): the skin's token CSS is not loaded by .storybook/preview.tsx.",
    );
  }
  const chromatic = state.snapshot as Record<string, unknown>;
  const snapshot: SnapshotParameters = {
    disableSnapshot: chromatic.disableSnapshot === true,
    prefersReducedMotion: chromatic.prefersReducedMotion === 'reduce',
    delay: typeof chromatic.delay === 'number' ? Math.min(chromatic.delay, 5_000) : 0,
  };
  if (snapshot.prefersReducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  if (snapshot.delay) await page.waitForTimeout(snapshot.delay);
  await page.evaluate(settleImages);
  return snapshot;
}

/**
 * Stops the page's clock so timers and animation frames cannot change what is captured.
 * Playwright can only pause at a future moment; on a busy machine "now + 100 ms" may already have
 * passed when the call arrives, so it retries further ahead. Returns false if it never paused.
 */
export async function pauseClock(page: Page): Promise<boolean> {
  for (const ahead of [100, 1_000, 5_000]) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return true;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
  return false;
}
