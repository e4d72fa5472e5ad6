import { expect as baseExpect, test, type Page, type Request } from '@playwright/test';
import { LANGS, speak, text } from './texts';

// The machine running these is shared: give a slow first answer room before calling it missing.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const strip = (page: Page, lang: (typeof LANGS)[number]) =>
  page.getByRole('tablist', { name: text(lang, 'games.home.menu') });

/** The player sees the game menu and starts to scroll: home draws its blocks below the fold. */
async function startScrolling(page: Page, lang: (typeof LANGS)[number]) {
  await expect(strip(page, lang)).toBeVisible();
  await page.mouse.wheel(0, 400);
}

/** The label of the first slide a carousel shows (the slides out of view are inert). */
const firstShown = (carousel: ReturnType<Page['getByRole']>) =>
  carousel.locator('.swiper-slide-active').getAttribute('aria-label');

for (const lang of LANGS) {
  test.describe(`browsing games (${lang})`, () => {
    test.beforeEach(async ({ page }) => speak(page, lang));

    test('the side category menu lists home, hot and the vendor categories, without lottery, from the left', async ({
      page,
    }) => {
      await page.goto('/m/home');
      const tabs = strip(page, lang).getByRole('tab');
      // The strip starts with home and hot; the vendor categories follow their own call.
      await expect(tabs.filter({ hasText: text(lang, 'games.category.LIVE') })).toBeVisible();
      const inStrip = await tabs.allInnerTexts();
      await page.getByRole('button', { name: text(lang, 'games.home.allCategories') }).click();
      const panel = page.getByRole('dialog', { name: text(lang, 'games.home.menu') });
      await expect(panel).toBeVisible();
      const entries = panel.getByRole('listitem');
      await expect(entries).toHaveText(inStrip.map((s) => s.trim()));
      await expect(entries.first()).toHaveText(text(lang, 'games.category.HOME'));
      await expect(entries.nth(1)).toHaveText(text(lang, 'games.category.HOT'));
      await expect(
        panel.getByRole('button', { name: text(lang, 'games.category.LOTT') }),
      ).toHaveCount(0);
      await expect(
        panel.getByRole('button', { name: text(lang, 'games.category.ELOTT') }),
      ).toHaveCount(0);
      // It slides in from the left edge (measured once the slide has ended).
      await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);

      await panel.getByRole('button', { name: text(lang, 'games.category.LIVE') }).click();
      await expect(panel).toBeHidden();
      await expect(
        strip(page, lang).getByRole('tab', { name: text(lang, 'games.category.LIVE') }),
      ).toHaveAttribute('aria-selected', 'true');
      await expect(
        page
          .getByRole('list', { name: text(lang, 'games.category.LIVE'), exact: true })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();

      // The chosen category is marked when the menu opens again.
      await page.getByRole('button', { name: text(lang, 'games.home.allCategories') }).click();
      await expect(
        panel.getByRole('button', { name: text(lang, 'games.category.LIVE') }),
      ).toHaveAttribute('aria-current', 'true');
    });

    test('/m/provider lists every category’s providers; one opens its games and is marked', async ({
      page,
    }) => {
      const lists: URLSearchParams[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname === '/wps/relay/GCSGAME_gameList') lists.push(url.searchParams);
      });
      await page.goto('/m/provider');
      const every = page.getByRole('region', { name: text(lang, 'games.providers.all') });
      for (const code of [
        'RNG',
        'LIVE',
        'PVP',
        'FISH',
        'SPORTS',
        'COCKFIGHT',
        'ESPORTS',
        'LOTT',
        'ELOTT',
      ])
        await expect(
          every.getByRole('list', { name: text(lang, `games.category.${code}`), exact: true }),
        ).toBeVisible();
      const live = every.getByRole('list', {
        name: text(lang, 'games.category.LIVE'),
        exact: true,
      });
      await expect(live.getByRole('link')).toHaveCount(4);
      await expect(live.getByRole('link', { name: 'Evolution' })).toBeVisible();
      await expect(
        every
          .getByRole('list', { name: text(lang, 'games.category.LOTT'), exact: true })
          .getByRole('link', { name: 'TCG Lotto' }),
      ).toBeVisible();
      // Before a vendor is chosen, the games of every type show.
      const games = page.getByRole('list', { name: text(lang, 'games.providers.games') });
      await expect(games.getByRole('listitem').first()).toBeVisible();
      expect(lists.at(-1)?.get('gameType')).toBeNull();

      await live.getByRole('link', { name: 'Evolution' }).click();
      await expect(page).toHaveURL(/\/m\/provider\?gameType=LIVE&vassalage=EVO$/);
      await expect(live.getByRole('link', { name: 'Evolution' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(games.getByRole('listitem').first()).toContainText('Evolution');
      await expect.poll(() => lists.at(-1)?.get('vassalage')).toBe('EVO');
      expect(lists.at(-1)?.get('gameType')).toBe('LIVE');
      // The marked vendor again: every game of the type.
      await live.getByRole('link', { name: 'Evolution' }).click();
      await expect(page).toHaveURL(/\/m\/provider\?gameType=LIVE$/);
    });

    test('the classification menu offers all and new for a type without classes', async ({
      page,
    }) => {
      const lists: URLSearchParams[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname === '/wps/relay/GCSGAME_gameList') lists.push(url.searchParams);
      });
      await page.goto('/m/fishing-games');
      const menu = page.getByRole('list', { name: text(lang, 'games.classify.label') });
      await expect(menu.getByRole('button')).toHaveText([
        text(lang, 'games.classify.all'),
        text(lang, 'games.classify.new'),
      ]);
      await menu.getByRole('button', { name: text(lang, 'games.classify.new') }).click();
      await expect(
        menu.getByRole('button', { name: text(lang, 'games.classify.new') }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => lists.at(-1)?.get('isNew')).toBe('1');
      expect(lists.at(-1)?.get('gameType')).toBe('FISH');
    });

    test('home: the provider carousel shows three per view, moves on after 8 s and pauses', async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto('/m/home');
      await startScrolling(page, lang);
      const carousel = page.getByRole('region', { name: text(lang, 'games.providers.title') });
      const pause = carousel.getByRole('button', { name: text(lang, 'games.providers.pause') });
      // Until Swiper has arrived the first logos stand still in the same box.
      await expect(pause).toBeAttached();
      await pause.scrollIntoViewIfNeeded();
      await expect(pause).toBeVisible();
      const slides = carousel.getByRole('group');
      await expect(slides).toHaveCount(6);
      // Three logos side by side in the phone's width.
      const [a, b, c] = await Promise.all([0, 1, 2].map((i) => slides.nth(i).boundingBox()));
      expect(a && b && c && a.y === b.y && b.y === c.y && a.x < b.x && b.x < c.x).toBe(true);
      const width = (await carousel.boundingBox())?.width ?? 0;
      expect(Math.round((a?.width ?? 0) * 3)).toBeLessThanOrEqual(Math.round(width) + 1);
      // It moves on one slide 8 s after the last move, not sooner.
      const slide = (position: number) =>
        text(lang, 'games.home.slide', { position: ((position - 1) % 6) + 1, total: 6 });
      const start = Number(/\d+/.exec((await firstShown(carousel)) ?? '')?.[0]);
      await page.clock.fastForward(8_100);
      await expect.poll(() => firstShown(carousel)).toBe(slide(start + 1));
      // The page's clock also runs on in real time while the test looks: leave a busy machine
      // three seconds of it.
      await page.clock.fastForward(5_000);
      expect(await firstShown(carousel)).toBe(slide(start + 1));
      await page.clock.fastForward(3_100);
      await expect.poll(() => firstShown(carousel)).toBe(slide(start + 2));

      await pause.click();
      await expect(
        carousel.getByRole('button', { name: text(lang, 'games.providers.play') }),
      ).toBeVisible();
      await page.clock.fastForward(20_000);
      expect(await firstShown(carousel)).toBe(slide(start + 2));

      // A logo opens that vendor's games on the provider page.
      const logo = carousel.locator('.swiper-slide-active').getByRole('link');
      const href = (await logo.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/m\/provider\?gameType=RNG&vassalage=[A-Z0-9]+$/);
      await logo.click();
      await expect(page).toHaveURL(href);
    });

    test('home: game lists, vendor lists, the winner board and the winner list are blocks of their own', async ({
      page,
    }) => {
      await page.goto('/m/home');
      await startScrolling(page, lang);
      const heading = (key: string) =>
        page.getByRole('heading', { level: 2, name: text(lang, key), exact: true });
      for (const key of [
        'games.home.gameLists',
        'games.providers.title',
        'games.home.winnerList',
      ]) {
        await heading(key).scrollIntoViewIfNeeded();
        await expect(heading(key)).toBeVisible();
      }
      // The rolling winner board is a block apart from the winner list.
      const board = page.getByRole('region', { name: text(lang, 'games.home.winners') });
      await board.scrollIntoViewIfNeeded();
      await expect(
        board.getByRole('button', { name: text(lang, 'games.home.pauseWinners') }),
      ).toBeVisible();
      // Game lists: a carousel of each category's first games, with a link to its page.
      const slots = page.getByRole('region', {
        name: text(lang, 'games.category.RNG'),
        exact: true,
      });
      await expect(slots.getByRole('group')).toHaveCount(9);
      await expect(
        page.getByRole('link', {
          name: text(lang, 'games.home.seeAllOf', { name: text(lang, 'games.category.LIVE') }),
        }),
      ).toHaveAttribute('href', '/m/live-games');
      // The winner list: the winner board's wins as cards, biggest first.
      const list = page.getByRole('region', { name: text(lang, 'games.home.winnerList') });
      const amounts = await list
        .locator('[aria-roledescription="slide"]')
        .evaluateAll((slides) =>
          slides.map((s) =>
            Number(
              (s.textContent ?? '').replace(/^[^\d]*([\d,]+\.\d\d).*$/, '$1').replace(/,/g, ''),
            ),
          ),
        );
      expect(amounts.length).toBeGreaterThan(3);
      expect([...amounts].sort((x, y) => y - x)).toEqual(amounts);
    });

    test('changing language asks for vendors, hot games and winners again after 250 ms of quiet', async ({
      page,
    }) => {
      const asked: { call: string; language: string | null; at: number }[] = [];
      const watched = ['GCSGAME_newGameVendor', 'GCSGAME_hotGamesV2', 'GCSGAME_getRankList'];
      page.on('request', (r: Request) => {
        const url = new URL(r.url());
        const call = watched.find((w) => url.pathname.endsWith(w));
        if (call) asked.push({ call, language: url.searchParams.get('language'), at: Date.now() });
      });
      await page.goto('/m/home');
      await startScrolling(page, lang);
      await page
        .getByRole('region', { name: text(lang, 'games.home.winners') })
        .scrollIntoViewIfNeeded();
      await expect.poll(() => new Set(asked.map((a) => a.call)).size).toBe(3);
      const other = lang === 'TY' ? 'EN' : 'TY';
      await page.getByRole('button', { name: text(lang, 'header.openMenu') }).click();
      await expect(
        page.getByRole('radio', { name: text(lang, `language.${other}`) }),
      ).toBeVisible();
      const before = asked.length;
      // Three changes 150 ms apart (quicker than 250 ms): only the last one is asked for, once the
      // language has stayed put for 250 ms. Times on the page's own clock.
      const changedAt = await page.evaluate(
        async (langs) => {
          const pick = (code: string) =>
            document
              .querySelector<HTMLInputElement>(`input[type="radio"][value="${code}"]`)
              ?.click();
          const pause = () => new Promise((r) => setTimeout(r, 150));
          pick(langs.other);
          await pause();
          pick(langs.lang);
          await pause();
          pick(langs.other);
          return performance.now();
        },
        { lang, other },
      );
      await expect
        .poll(() => new Set(asked.slice(before).map((a) => a.call)).size, { timeout: 10_000 })
        .toBe(3);
      await page.waitForTimeout(600);
      expect(asked.slice(before).map((a) => a.language)).toEqual([other, other, other]);
      const started = await page.evaluate(
        ([calls, since]) =>
          performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime > since && calls.some((c) => e.name.includes(c)))
            .map((e) => e.startTime),
        [watched, changedAt - 400] as const,
      );
      expect(started).toHaveLength(3);
      // The page coarsens its clock and its timers by a millisecond or so.
      for (const at of started) expect(at - changedAt).toBeGreaterThanOrEqual(245);
    });
  });
}
