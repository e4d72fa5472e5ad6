import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { cspViolations, cspWatcher, findProblems } from './checks';
import { SCREENS, type Screen, type Viewer } from './screens';
import type { StoredSession } from '../../e2e/shell-support';

/**
 * Every route in each state a player meets, from the real site against the reference server with
 * fixed data and a fixed clock (playwright.pages.config.ts): in the default skin in both modes at
 * 390 x 844 in English, and in Filipino (TY) at 360 x 740; a representative few (`everySkin`) in
 * the other skins too (a skin is tokens only, and the Storybook suite shows every component in
 * every skin). On every page it also checks what a
 * player would notice: nothing wider than the phone, no text cut off without an ellipsis, no
 * control on top of another, no Content Security Policy violation (decision 020).
 */

/** The moment every page sees as now: a Friday morning in Manila (the server's clock starts here). */
export const FIXED_NOW = new Date(process.env.PAGES_NOW ?? '2026-11-20T10:00:00+08:00');

const port = Number(process.env.PAGES_PORT ?? 4320);
/** Each skin is chosen by host name (runtime skins: the suite's build serves all of them). */
const origin = (skin: string) => `http://${skin}.localhost:${port}`;

const DEFAULT_SKIN = 'aurum';
const OTHER_SKINS = ['jade', 'coral'] as const;

const sessions = JSON.parse(process.env.PAGES_SESSIONS ?? '{}') as Partial<
  Record<Viewer, StoredSession>
>;

interface Variant {
  skin: string;
  language: 'EN' | 'TY';
  width: number;
  height: number;
  modes: readonly ('dark' | 'light')[];
}

const VARIANTS: Variant[] = [
  { skin: DEFAULT_SKIN, language: 'EN', width: 390, height: 844, modes: ['dark', 'light'] },
  { skin: DEFAULT_SKIN, language: 'TY', width: 360, height: 740, modes: ['dark'] },
];

/** The representative few also in the other skins, in both modes. */
const SKIN_VARIANTS: Variant[] = OTHER_SKINS.map((skin) => ({
  skin,
  language: 'EN',
  width: 390,
  height: 844,
  modes: ['dark', 'light'],
}));

/** Runs in every document first: seeded randomness (the jackpot), the CSP watcher, the viewer. */
function prepare({
  session,
  language,
  mode,
}: {
  session: StoredSession | null;
  language: string;
  mode: string;
}) {
  let seed = 0x5eed1e55;
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  localStorage.setItem('lang', language);
  localStorage.setItem('pd-theme', mode);
  // The download bar and the demo banner are closed once by most players; screenshots show the
  // page beneath them.
  localStorage.setItem('pd-download-bar-closed', '1');
  localStorage.setItem('pd-demo-banner-closed', '1');
  if (session && !sessionStorage.getItem('MC_SESSION_INFO')) {
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(session));
  }
}

/** Counts the page's requests in flight, to know when its data has arrived. */
function trackRequests(page: Page): () => number {
  let pending = 0;
  page.on('request', () => (pending += 1));
  page.on('requestfinished', () => (pending -= 1));
  page.on('requestfailed', () => (pending -= 1));
  return () => pending;
}

/** No loading placeholder, and no request for a moment. */
async function quiet(page: Page, pending: () => number): Promise<void> {
  // Loaded, or stopped by a question that is the state (the trial account's alert on the member
  // centre, over the loading placeholder).
  const loading = page.locator('[data-page-loading]');
  const question = page.getByRole('alertdialog');
  await expect
    .poll(async () => (await loading.count()) === 0 || (await question.count()) > 0, {
      timeout: 15_000,
    })
    .toBe(true);
  await expect
    .poll(
      async () => {
        const before = pending();
        await page.waitForTimeout(150);
        return before === 0 && pending() === 0;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** Waits until a page has arrived and settled: data, fonts, pictures; lower blocks drawn. */
async function settle(page: Page, pending: () => number): Promise<void> {
  await quiet(page, pending);
  // Home draws its lower blocks once the player starts to use the page: scroll to the end and back.
  let height = 0;
  for (let i = 0; i < 8; i += 1) {
    const now = await page.evaluate(() => document.documentElement.scrollHeight);
    if (now === height) break;
    height = now;
    await page.mouse.wheel(0, now);
    await quiet(page, pending);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  // Banner carousels show a still first banner until 2.5 s in or the player's first touch: touch
  // them, so every capture shows the running carousel whatever the machine's speed.
  // A touch before the carousel listens does nothing: touch again until each has started.
  const still = page.locator('[data-carousel-pending]');
  await expect
    .poll(
      async () => {
        for (const carousel of await still.all())
          await carousel.dispatchEvent('pointerdown').catch(() => undefined);
        await page.waitForTimeout(250);
        return still.count();
      },
      // A busy machine can take a while to bring the carousel's code.
      { timeout: 30_000 },
    )
    .toBe(0);
  await quiet(page, pending);
  // Every picture in the capture, the lazy ones too (a full-page capture scrolls nothing into
  // view): each loaded, or failed, within a few seconds.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    const arrived = (img: HTMLImageElement) =>
      img.complete
        ? null
        : new Promise((done) => {
            img.addEventListener('load', done, { once: true });
            img.addEventListener('error', done, { once: true });
          });
    await Promise.race([
      Promise.all(images.map(arrived)),
      new Promise((done) => setTimeout(done, 5_000)),
    ]);
  });
}

async function openVariant(
  browser: Browser,
  screen: Screen,
  variant: Variant,
  mode: 'dark' | 'light',
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: origin(variant.skin),
    viewport: { width: variant.width, height: variant.height },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: variant.language === 'TY' ? 'fil-PH' : 'en-PH',
    timezoneId: 'Asia/Manila',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  await context.addInitScript(cspWatcher);
  await context.addInitScript(prepare, {
    session: screen.as === 'visitor' ? null : (sessions[screen.as] ?? null),
    language: variant.language,
    mode,
  });
  const page = await context.newPage();
  const pending = trackRequests(page);
  await page.clock.setFixedTime(FIXED_NOW);
  await page.goto(screen.path);
  try {
    await settle(page, pending);
  } catch (error) {
    // Seen only with both workers busy: a signed-in home whose banner carousel does not start
    // within a minute of touches (not reproduced alone). Load the page once more, and say so in
    // the report rather than hide it.
    test.info().annotations.push({
      type: 'reloaded',
      description: `${screen.id} ${variant.skin} ${variant.language}: ${String(error).slice(0, 120)}`,
    });
    await page.reload();
    await settle(page, pending);
  }
  if (screen.open) {
    await screen.open(page);
    await quiet(page, pending);
  }
  return page;
}

/** What changes from run to run, covered in the screenshot: captcha pictures; the jackpot's digits (it grows on a timer: how far depends on the machine). */
const unstable = (page: Page) => [
  page.locator('img[src^="data:image/png"]'),
  page.getByTestId('jackpot-figure'),
];

async function check(page: Page, where: string): Promise<void> {
  const problems = await findProblems(page);
  expect.soft(problems.overflow, `${where}: page wider than the phone by`).toBe(0);
  expect.soft(problems.clipped, `${where}: text cut off`).toEqual([]);
  expect.soft(problems.overlaps, `${where}: controls on top of each other`).toEqual([]);
  expect.soft(await cspViolations(page), `${where}: CSP violations`).toEqual([]);
}

test.describe('pages', () => {
  test('the screen list covers every route of the route table', () => {
    const table = readFileSync(
      new URL('../../apps/site/src/app/routes.tsx', import.meta.url),
      'utf8',
    );
    const routes = [...table.matchAll(/path: '(\/m\/[^']*)'/g)].map((m) => m[1]!);
    const shot = new Set(SCREENS.map((s) => new URL(s.path, 'http://x').pathname));
    shot.add('/m/member/home'); // /m/mine is its alias
    expect(routes.filter((r) => !shot.has(r))).toEqual([]);
  });

  for (const screen of SCREENS) {
    test(screen.id, async ({ browser }) => {
      const variants = screen.everySkin ? [...VARIANTS, ...SKIN_VARIANTS] : VARIANTS;
      // Each variant loads the page afresh: a slow moment of a busy machine is per load.
      test.setTimeout(90_000 * variants.length);
      for (const variant of variants) {
        const page = await openVariant(browser, screen, variant, variant.modes[0]!);
        for (const mode of variant.modes) {
          if (mode !== variant.modes[0]) {
            await page.evaluate((m) => {
              document.documentElement.dataset.theme = m;
            }, mode);
          }
          const name = `${screen.id}/${variant.skin}-${mode}-${variant.language.toLowerCase()}-${variant.width}`;
          await check(page, name);
          // The small phone in Filipino shows the page down to two screens (layout, wording); the
          // skins and modes show the first screen (colours). An open menu or dialog is its screen.
          const long = variant.language === 'TY' && !screen.open;
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          await expect(page).toHaveScreenshot(`${name}.png`, {
            fullPage: long,
            clip: long
              ? { x: 0, y: 0, width: variant.width, height: Math.min(height, variant.height * 2) }
              : undefined,
            mask: unstable(page),
          });
        }
        await page.context().close();
      }
    });
  }
});
