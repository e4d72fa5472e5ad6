import { expect as baseExpect, test, type Page } from '@playwright/test';

// A game list of 1,000 games: the reference server's dev-only vendor (POST /__dev/games), paged
// with More to its end as a player would. Only the rows near the view are in the page
// (packages/ui GameGrid, decision 095).

// The machine running these is shared: give a slow answer room before calling it missing.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const VENDOR = 'DEVLONG';
const COUNT = 1000;
const LAST_GAME = 'Jade Temple 1000';

const slots = (page: Page) => page.getByRole('list', { name: 'Slots', exact: true });

/** How many games the list holds: its items' set size once virtualised, else its items. */
const listed = (page: Page) =>
  page.evaluate(() => {
    const items = document.querySelectorAll('main ul[aria-label="Slots"] > li');
    const last = items[items.length - 1];
    return Number(last?.getAttribute('aria-setsize') ?? items.length);
  });

/** Places in the list (aria-posinset) of the tiles in the page, in page order. */
const placesInPage = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main ul[aria-label="Slots"] > li')].map((li) =>
      Number(li.getAttribute('aria-posinset')),
    ),
  );

/** The place in the list of the tile holding the focus (0: focus is not on a tile). */
const focusedPlace = (page: Page) =>
  page.evaluate(() =>
    Number(document.activeElement?.closest('li')?.getAttribute('aria-posinset') ?? 0),
  );

test.beforeAll(async ({ request }) => {
  const res = await request.post('/__dev/games', { data: { code: VENDOR, count: COUNT } });
  expect(res.ok(), await res.text()).toBe(true);
});

test.afterAll(async ({ request }) => {
  await request.delete(`/__dev/games?vendor=${VENDOR}`);
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
});

test('a list below 60 games is drawn whole, without places in the list', async ({ page }) => {
  await page.goto(`/m/slot-games?vassalage=${VENDOR}`);
  await expect(slots(page).getByRole('listitem')).toHaveCount(24);
  await expect(slots(page).getByRole('listitem').first()).not.toHaveAttribute('aria-setsize');
});

test('a list of 1,000 games draws only the rows near the view, keeps its height and its Tab order', async ({
  page,
}) => {
  await page.goto(`/m/slot-games?vassalage=${VENDOR}`);
  await expect(slots(page).getByRole('listitem')).toHaveCount(24);
  const more = page.getByRole('button', { name: 'More games' });
  for (let shown = 24; shown < COUNT;) {
    await more.click();
    shown = Math.min(shown + 24, COUNT);
    await expect.poll(() => listed(page)).toBe(shown);
  }
  await expect(more).toBeHidden();

  await test.step('only some tiles are in the page, each saying its place in the 1,000', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await placesInPage(page))[3]).toBe(4);
    const places = await placesInPage(page);
    expect(places.length).toBeLessThan(80);
    expect(places.slice(0, 3)).toEqual([1, 2, 3]);
    // The last row stays in the page (Shift+Tab from below the list reaches the last game).
    expect(places.slice(-1)).toEqual([COUNT]);
    await expect(slots(page).getByRole('listitem').first()).toHaveAttribute('aria-setsize', '1000');
  });

  await test.step('scrolling to the end shows the last game, and the page never changes height', async () => {
    await page.evaluate(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__shift += (e as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift' });
    });
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    const start = await height();
    // Every row is reserved: 334 rows of a tile well over 100 px.
    expect(start).toBeGreaterThan(334 * 100);
    const heights = new Set<number>();
    let atEnd = false;
    for (let step = 0; step < 200 && !atEnd; step++) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(30);
      heights.add(await height());
      atEnd = await page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
      );
    }
    expect(atEnd).toBe(true);
    expect([...heights]).toEqual([start]);
    await expect(page.getByText(LAST_GAME, { exact: true })).toBeInViewport();
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
    // Only rows near the view (and the first ones) are in the page down here too.
    expect((await placesInPage(page)).length).toBeLessThan(80);
  });

  await test.step('Tab moves through the tiles in order, past the rows first drawn', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await slots(page).getByRole('button').first().focus();
    expect(await focusedPlace(page)).toBe(1);
    const visited = [1];
    for (let i = 0; i < 90; i++) {
      await page.keyboard.press('Tab');
      visited.push(await focusedPlace(page));
    }
    // Each Tab stays on the tile or moves to the next one, never skipping one.
    for (let i = 1; i < visited.length; i++)
      expect(
        visited[i]! - visited[i - 1]!,
        `Tab ${i}: ${visited.join(',')}`,
      ).toBeGreaterThanOrEqual(0);
    const distinct = [...new Set(visited)];
    expect(distinct).toEqual(Array.from({ length: distinct.length }, (_, i) => i + 1));
    // Well past the rows that were in the page when the list was at the top.
    expect(distinct.length).toBeGreaterThan(30);
    await expect(page.locator(':focus')).toBeInViewport();

    const back: number[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab');
      back.push(await focusedPlace(page));
    }
    for (let i = 1; i < back.length; i++) expect(back[i]!).toBeLessThanOrEqual(back[i - 1]!);
    expect(back.at(-1)!).toBeLessThan(distinct.length);
  });

  await test.step('a focused tile stays in the page when the view moves away', async () => {
    const place = await focusedPlace(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByText(LAST_GAME, { exact: true })).toBeInViewport();
    expect(await focusedPlace(page)).toBe(place);
    // Tab goes on from it, not from the rows in view.
    await page.keyboard.press('Tab');
    expect(await focusedPlace(page)).toBeGreaterThanOrEqual(place);
    expect(await focusedPlace(page)).toBeLessThanOrEqual(place + 1);
  });
});
