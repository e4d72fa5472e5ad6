import { fileURLToPath } from 'node:url';
import { test, type Page } from '@playwright/test';
// @ts-expect-error plain ESM script without type declarations
import { loadConfig, readManifest, routeFiles } from '../scripts/budget.mjs';
import { baseURL } from '../playwright.config';
import { main, patientExpect as expect, SHELL_TEST_TIMEOUT } from './shell-support';

// The size budget (scripts/budget.mjs, `pnpm test:budget`) computes from the build's module graph
// what each landing route requests before it is usable. This loads each route in Chromium, as a
// visitor in TY (the default language), and holds that set equal to the JavaScript the page asks
// for until the network is idle after its main content shows: nothing requested is left out of
// the budget, and the budget counts nothing the page does not request.

interface BudgetRoute {
  name: string;
  path: string;
}
interface BudgetConfig {
  dist: string;
  routes: BudgetRoute[];
}

const config = loadConfig() as BudgetConfig;
const distDir = fileURLToPath(new URL(`../${config.dist}`, import.meta.url));

/** The route's main content, drawn once the page is usable (its first render's chunks included). */
const USABLE: Record<string, (page: Page) => ReturnType<Page['locator']>> = {
  '/m/home': (page) => main(page).getByRole('tablist', { name: 'Mga kategorya ng laro' }),
  '/m/slot-games': (page) =>
    main(page).getByRole('list', { name: 'Slots' }).getByRole('listitem').first(),
  '/m/login': (page) => main(page).getByRole('region', { name: 'O magpatuloy gamit ang' }),
};

/**
 * Work the site schedules for later is held until the test releases it: idle callbacks (the
 * warm-ups of lib/lazyPart.ts: the side menu and dialogs with the page texts, the lobby's sheets;
 * the service worker's registration) and timers of 2 s or more (the banner carousel's start).
 * By design none of it is needed for the page to be usable; on a busy machine it could otherwise
 * start before the network has been idle.
 */
function holdLaterWork() {
  const held = new Map<number, () => void>();
  let next = 1_000_000;
  const hold = (run: () => void) => {
    next += 1;
    held.set(next, run);
    return next;
  };
  const w = window as unknown as Record<string, unknown>;
  const setTimer = window.setTimeout.bind(window);
  const clearTimer = window.clearTimeout.bind(window);
  w.requestIdleCallback = (callback: IdleRequestCallback) =>
    hold(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
  w.cancelIdleCallback = (id: number) => held.delete(id);
  w.setTimeout = (handler: TimerHandler, ms = 0, ...args: unknown[]) =>
    typeof handler === 'function' && ms >= 2000
      ? hold(() => (handler as (...a: unknown[]) => void)(...args))
      : setTimer(handler, ms, ...args);
  w.clearTimeout = (id?: number) => {
    if (id !== undefined && held.has(id)) held.delete(id);
    else clearTimer(id);
  };
  w.releaseLaterWork = () => {
    const runs = [...held.values()];
    held.clear();
    for (const run of runs) run();
  };
}

test.describe('what a landing page requests before it is usable', () => {
  test.describe.configure({ timeout: SHELL_TEST_TIMEOUT });
  // The service worker would fetch files itself (its precache), past the page's requests.
  test.use({ serviceWorkers: 'block' });

  const manifest = readManifest(distDir);
  for (const route of config.routes) {
    test(`${route.name} (${route.path}): the budget counts exactly the JavaScript it requests`, async ({
      page,
    }) => {
      const counted = new Set(
        (routeFiles(distDir, manifest, config, route) as { js: { file: string }[] }).js.map(
          (f) => f.file,
        ),
      );
      const requested = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === 'script' || url.pathname.endsWith('.js'))
          requested.add(url.origin === baseURL ? url.pathname.slice(1) : url.href);
      });
      await page.addInitScript(holdLaterWork);

      await page.goto(route.path);
      await expect(main(page)).toBeVisible();
      await expect(USABLE[route.path]!(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      // A visitor in TY, the default language.
      await expect(page.locator('html')).toHaveAttribute('lang', 'fil');

      const missing = [...requested].filter((file) => !counted.has(file));
      expect(missing, 'requested before the page was usable, but not counted').toEqual([]);
      const extra = [...counted].filter((file) => !requested.has(file));
      expect(extra, 'counted by the budget, but not requested').toEqual([]);

      // What was held is what comes later: the side menu's and dialogs' chunk, outside the budget.
      const later = page.waitForRequest(/\/assets\/FloatingParts-[^/]+\.js$/);
      await page.evaluate(() =>
        (window as unknown as { releaseLaterWork(): void }).releaseLaterWork(),
      );
      expect(counted.has(new URL((await later).url()).pathname.slice(1))).toBe(false);
    });
  }
});
