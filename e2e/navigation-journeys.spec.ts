import { expect, test, type Browser, type Page } from '@playwright/test';
import { NEEDED_SCREENS, type NavRole } from '@playdeck/domain';
import { sessionFor, trialSession, type StoredSession } from './shell-support';

/**
 * Walks the site as each kind of user does (decision 070): from home, following only the links on
 * screen (after scrolling, as a person looking for a way on does), and opening the menus a person
 * opens (the side menu, the Share sheet). It proves that every screen the role needs is reached
 * within three taps, and that every screen reached shows a way back home (an installed app has no
 * back button). The tap paths found are attached to the report.
 */

const HOME = '/m/home';
const MAX_TAPS = 3;

/** One screen reached: how, and whether it offered a way home. */
interface Reached {
  /** The taps from home, as a person would say them. */
  path: string[];
  /** A visible link home (the header's home, the bottom menu's Home), or this is home. */
  wayHome: boolean;
}

interface Hop {
  href: string;
  label: string;
  /** Taps it costs: 1 for a link on the screen, 2 for one inside a menu or fold opened first. */
  taps: number;
  /** What was opened first: a menu or a fold. */
  via?: string;
}

/** A screen is known by its path: a game list's filters or a record's tab are the same screen. */
const screenOf = (href: string) => new URL(href, 'http://site').pathname.replace(/\/+$/, '') || '/';

const HOME_PATHS = ['/m/home', '/m', '/'];

/**
 * The address to open for a link. Opening an announcement marks it read, which the journey must
 * not do to the shared demo accounts, so the announcement lists open without a selected item.
 */
function visitAddress(href: string): string {
  const url = new URL(href, 'http://site');
  if (url.pathname === '/m/notice') url.searchParams.delete('index');
  return url.pathname + url.search;
}

/** Visible links to screens of this site (not outside addresses, not new tabs). */
async function visibleLinks(page: Page, scope: string, taps: number, via?: string): Promise<Hop[]> {
  const found = await page.locator(`${scope} a[href^="/m"]`).evaluateAll((anchors) =>
    anchors
      .filter((a) => {
        const box = a.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.height > 0 &&
          getComputedStyle(a).visibility !== 'hidden' &&
          !a.closest('[aria-hidden="true"], [inert]') &&
          (a as HTMLAnchorElement).target !== '_blank'
        );
      })
      .map((a) => ({
        href: a.getAttribute('href') ?? '',
        label: (a.getAttribute('aria-label') ?? a.textContent ?? '').trim().replace(/\s+/g, ' '),
      })),
  );
  return found.map((f) => ({ ...f, taps, via }));
}

/** Counts the page's requests in flight, to know when a screen's data has arrived. */
function trackRequests(page: Page): () => number {
  let pending = 0;
  page.on('request', () => (pending += 1));
  page.on('requestfinished', () => (pending -= 1));
  page.on('requestfailed', () => (pending -= 1));
  return () => pending;
}

/**
 * Waits until the screen has settled (no loading placeholder, no request for a moment), dismisses
 * a prompt that greets the player (a contract offer), then scrolls to the end, as a person looking
 * for a way on would (home draws its lower blocks then), settling again after each scroll.
 */
async function settle(page: Page, pending: () => number): Promise<void> {
  const prompt = page.getByRole('alertdialog');
  const quiet = async () => {
    // A prompt that greets the player (a contract offer, the trial account's register-or-leave)
    // is answered "cancel" as a person passing by would. It opens once its code has arrived, which
    // on a busy machine is after the page's placeholder shows: look for it while waiting.
    await expect(async () => {
      if ((await prompt.count()) > 0) {
        await page.keyboard.press('Escape');
        await expect(prompt).toHaveCount(0);
      }
      await expect(
        page.locator('[data-page-loading]'),
        `${page.url()} is still loading`,
      ).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
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
  };
  await quiet();
  let height = 0;
  for (let i = 0; i < 10; i += 1) {
    const now = await page.evaluate(() => document.documentElement.scrollHeight);
    if (now === height) break;
    height = now;
    await page.mouse.wheel(0, now);
    // The blocks below the fold are drawn one at a time in idle moments: wait for the last.
    await expect(page.locator('[data-block-waiting]')).toHaveCount(0, { timeout: 20_000 });
    await quiet();
  }
}

/** Opens a menu with its button, reads its links (two taps each: open, then follow), closes it. */
async function linksInMenu(
  page: Page,
  open: ReturnType<Page['locator']>,
  name: string,
): Promise<Hop[]> {
  if (!(await open.isVisible())) return [];
  const panel = page.getByRole('dialog');
  // A tap that lands while the header is drawn again is lost, as on a phone: tap again.
  await expect(async () => {
    if ((await panel.count()) === 0) await open.click();
    await expect(panel).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  // Its entries are drawn just after the panel itself: wait for them, then for its slide.
  await expect(panel.locator('a[href^="/m"]').first()).toBeVisible();
  await page.waitForTimeout(300);
  const hops = await visibleLinks(page, '[role="dialog"]', 2, name);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  return hops;
}

/** The menus a person opens from home: the side menu and the Share sheet (the same everywhere). */
async function menuLinks(page: Page): Promise<Hop[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  return [
    ...(await linksInMenu(
      page,
      page.locator('header button[aria-haspopup="dialog"]').first(),
      'menu',
    )),
    ...(await linksInMenu(
      page,
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Share' }),
      'Share',
    )),
  ];
}

/**
 * Links inside the screen's first folded section (an accordion, as the promotions use): a person
 * unfolds it (one tap) and follows a link inside (another).
 */
async function linksUnfolded(page: Page): Promise<Hop[]> {
  const fold = page.locator('main :is(h2, h3) > button[aria-expanded="false"]').first();
  if ((await fold.count()) === 0 || !(await fold.isVisible())) return [];
  const before = new Set((await visibleLinks(page, 'main', 1)).map((h) => h.href));
  // The same fold, known by its place among the folds (its text may change as it opens: an
  // unread announcement is read then).
  const folds = page.locator('main :is(h2, h3) > button');
  const place = await fold.evaluate((button) =>
    [...document.querySelectorAll('main :is(h2, h3) > button')].indexOf(button),
  );
  const same = folds.nth(place);
  // A tap that lands while the list is drawn again is lost, as on a phone: tap again.
  await expect(async () => {
    if ((await same.getAttribute('aria-expanded')) === 'false') await same.click();
    await expect(same).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const after = await visibleLinks(page, 'main', 2, 'unfold');
  return after.filter((h) => !before.has(h.href));
}

async function wayHome(page: Page): Promise<boolean> {
  if (HOME_PATHS.includes(screenOf(page.url()))) return true;
  const links = await visibleLinks(page, 'body', 1);
  return links.some((l) => HOME_PATHS.includes(screenOf(l.href)));
}

/** Follows a link the way a tap does: through the site's router, without reloading the site. */
async function follow(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, href);
}

/** Breadth first from home: every screen, with the fewest taps that reach it. */
async function walk(
  browser: Browser,
  session: StoredSession | null,
): Promise<Map<string, Reached>> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await context.addInitScript((s) => {
    localStorage.setItem('lang', 'EN');
    if (s && !sessionStorage.getItem('MC_SESSION_INFO')) {
      sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(s));
    }
  }, session);
  const page = await context.newPage();
  const pending = trackRequests(page);
  const reached = new Map<string, Reached>();
  const queue: { href: string; path: string[]; taps: number }[] = [];
  const queued = new Set([HOME]);
  const enqueue = (from: { path: string[]; taps: number }, hops: Hop[]) => {
    for (const hop of hops) {
      const target = screenOf(hop.href);
      if (queued.has(target) || HOME_PATHS.includes(target)) continue;
      if (from.taps + hop.taps > MAX_TAPS) continue;
      queued.add(target);
      const step = hop.via ? [hop.via, hop.label] : [hop.label];
      queue.push({ href: hop.href, path: [...from.path, ...step], taps: from.taps + hop.taps });
    }
  };

  await page.goto(HOME);
  await settle(page, pending);
  reached.set(HOME, { path: [], wayHome: true });
  const home = { path: [], taps: 0 };
  enqueue(home, await visibleLinks(page, 'body', 1));
  enqueue(home, await menuLinks(page));

  while (queue.length > 0) {
    queue.sort((a, b) => a.taps - b.taps);
    const next = queue.shift()!;
    await follow(page, visitAddress(next.href));
    await settle(page, pending);
    const screen = screenOf(next.href);
    reached.set(screen, { path: next.path, wayHome: await wayHome(page) });
    // A guard that sent the player elsewhere (log in) is not the screen itself: nothing to follow.
    if (screenOf(page.url()) !== screen || next.taps >= MAX_TAPS) continue;
    enqueue(next, await visibleLinks(page, 'body', 1));
    enqueue(next, await linksUnfolded(page));
  }
  await context.close();
  return reached;
}

const ROLES: { role: NavRole; login: (baseURL: string) => Promise<StoredSession | null> }[] = [
  { role: 'visitor', login: async () => null },
  { role: 'member', login: (b) => sessionFor(b, 'player00') },
  { role: 'trial', login: (b) => trialSession(b) },
  { role: 'agent', login: (b) => sessionFor(b, 'agent41') },
  { role: 'memberAgent', login: (b) => sessionFor(b, 'player01') },
];

test('every role reaches every screen it needs within three taps, with a way home from each', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  // The five walks run side by side: each in its own browser context, none changes any data.
  const walks = await Promise.all(
    ROLES.map(async ({ role, login }) => ({
      role,
      reached: await walk(browser, await login(baseURL!)),
    })),
  );
  for (const { role, reached } of walks) {
    const paths = [...reached.entries()]
      .map(([screen, r]) => `${screen}: ${r.path.join(' > ') || '(home)'}`)
      .sort();
    await test.info().attach(`${role} tap paths`, { body: paths.join('\n') });
    const missing = NEEDED_SCREENS[role].filter((s) => !reached.has(s));
    expect.soft(missing, `${role} cannot reach these screens from home`).toEqual([]);
    const deadEnds = [...reached.entries()].filter(([, r]) => !r.wayHome).map(([s]) => s);
    expect.soft(deadEnds, `${role}: screens with no visible way home`).toEqual([]);
  }
});
