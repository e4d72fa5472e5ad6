import { expect as baseExpect, test } from '@playwright/test';
import {
  lotteryDrawInfo,
  lotteryOrderDetail,
  lotteryOrders,
  vnLotteryResults,
  walletBalance,
} from '@playdeck/contract';
import { callAs } from './member-support';
import { openSignedIn, resetOperatorSettings, sessionFor } from './shell-support';
import { setOperatorSettings } from './support';
import { LANGS, speak, text } from './texts';

// The machine running these is shared: give a slow first answer room before calling it missing.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const visitor = {
  token: '',
  userName: '',
  type: 0,
  merchantCode: 'playdeck',
  firstTimeLogin: false,
};

for (const lang of LANGS) {
  test.describe(`lottery (${lang})`, () => {
    test.beforeEach(async ({ page }) => speak(page, lang));

    test('a lottery card opens its draws: the open draw counting down and the latest results', async ({
      page,
      baseURL,
    }) => {
      const info = await callAs(baseURL!, visitor, lotteryDrawInfo, { gameCode: 'TCG_PH_6_42' });
      const calls: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/lotto/lgw/') || url.pathname.startsWith('/lgw/'))
          calls.push(url.pathname);
      });
      await page.goto('/m/lott');
      await page
        .getByRole('link', { name: text(lang, 'games.cards.resultsOf', { name: 'Lotto 6/42' }) })
        .click();
      await expect(page).toHaveURL(/\/m\/lottery\/results\?gameCode=TCG_PH_6_42$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(lang, 'title.lotteryResults'),
      );
      await expect(
        page.getByText(text(lang, 'lottery.openDraw', { numero: info.numero })),
      ).toBeVisible();
      const timer = page.getByRole('timer', { name: text(lang, 'lottery.closesIn') });
      const first = await timer.textContent();
      await expect(timer).not.toHaveText(first ?? '', { timeout: 5_000 });
      const latest = info.results[0]!;
      const balls = page.getByRole('list', {
        name: text(lang, 'lottery.numbersOf', { numero: latest.numero }),
      });
      await expect(balls.getByRole('listitem')).toHaveText(latest.numbers);
      await expect(
        page
          .getByRole('region', { name: text(lang, 'lottery.results') })
          .getByRole('listitem')
          .filter({
            has: page.getByRole('list'),
          }),
      ).toHaveCount(10);
      expect(calls).toContain('/lotto/lgw/games/opened/numero');
    });

    test('a Vietnamese lottery shows every prize tier of its latest draws', async ({
      page,
      baseURL,
    }) => {
      const r = await callAs(baseURL!, visitor, vnLotteryResults, { gameCode: 'VN_HCM' });
      await page.goto('/m/elott');
      await page
        .getByRole('link', { name: text(lang, 'games.cards.resultsOf', { name: r.gameName }) })
        .first()
        .click();
      await expect(page).toHaveURL(/\/m\/lottery\/results\?gameCode=VN_HCM$/);
      const draw = page.getByRole('region', {
        name: text(lang, 'lottery.draw', { numero: r.draws[0]!.drawDate }),
      });
      await expect(draw.getByRole('term')).toHaveText(
        r.draws[0]!.prizes.map((p) => text(lang, `lottery.tier.${p.tier}`)),
      );
      await expect(draw.getByRole('definition').first()).toHaveText(
        r.draws[0]!.prizes[0]!.numbers.join(' · '),
      );
    });

    test('the lottery list shows what is popular now; a member opens a bet and cancels draws to come', async ({
      page,
      baseURL,
    }) => {
      const member = await sessionFor(baseURL!, lang === 'TY' ? 'player00' : 'player01');
      await openSignedIn(page, member, '/m/lott');
      const popular = page.getByRole('region', { name: text(lang, 'games.cards.popular') });
      // Most played first, each naming how many play its open draw (the number changes by draw).
      const playing = new RegExp(text(lang, 'games.cards.players_other', { count: '(\\d+)' }));
      await expect(popular.getByRole('link').nth(3)).toBeVisible();
      const counts = (await popular.getByRole('link').allInnerTexts()).map((t) =>
        Number(playing.exec(t)?.[1]),
      );
      expect(counts.length).toBeGreaterThan(3);
      expect(counts.every((n) => n > 0)).toBe(true);
      await page.getByRole('link', { name: text(lang, 'games.cards.myBets') }).click();
      await expect(page).toHaveURL(/\/m\/lottery\/orders$/);
      const orders = await callAs(baseURL!, member, lotteryOrders, {});
      const open = orders.list.find((o) => o.gameCode === 'TCG_PH_6_42')!;
      const list = page.getByRole('list', { name: text(lang, 'title.lotteryOrders') });
      await expect(list.getByRole('link')).toHaveCount(orders.list.length);
      await list.getByRole('link').filter({ hasText: 'Lotto 6/42' }).click();
      await expect(page).toHaveURL(new RegExp(`/m/lottery/order\\?orderId=${open.orderId}$`));

      const detail = await callAs(baseURL!, member, lotteryOrderDetail, { orderId: open.orderId });
      const cancellable = detail.subOrders.filter((s) => s.cancellable);
      expect(cancellable.length).toBeGreaterThan(0);
      const before = (await callAs(baseURL!, member, walletBalance, { typeId: 0 })).balance[0]!
        .availBalance;
      const target = cancellable.at(-1)!;
      const box = page.getByRole('checkbox', {
        name: text(lang, 'lottery.chooseDraw', { numero: target.numero }),
      });
      await box.check();
      await page
        .getByRole('button', { name: text(lang, 'lottery.cancelChosen', { count: 1 }) })
        .click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText('₱20.00');
      await confirm.getByRole('button', { name: text(lang, 'lottery.cancelConfirm') }).click();
      await expect(page.getByRole('main').getByRole('status')).toContainText('₱20.00');
      await expect(box).toHaveCount(0);
      const after = await callAs(baseURL!, member, lotteryOrderDetail, { orderId: open.orderId });
      expect(after.subOrders.find((s) => s.subOrderId === target.subOrderId)?.status).toBe(
        'CANCELLED',
      );
      const wallet = await callAs(baseURL!, member, walletBalance, { typeId: 0 });
      expect(wallet.balance[0]!.availBalance).toBeCloseTo(Number(before) + 20, 2);
    });
  });

  test.describe(`agent announcements (${lang})`, () => {
    test.beforeEach(async ({ page }) => speak(page, lang));
    test.afterEach(async ({ request }) => resetOperatorSettings(request));

    test('are asked for under module AGEANNOUNCE3, and leave the agent home with it', async ({
      page,
      request,
      baseURL,
    }) => {
      const modules: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (
          url.pathname === '/wps/relay/MCSFE_getListAnnouncements' &&
          url.searchParams.get('types') === 'A'
        )
          modules.push(r.headers()['moduleid'] ?? '');
      });
      const agent = await sessionFor(baseURL!, 'agent41');
      await openSignedIn(page, agent, '/m/agent');
      const link = page.getByRole('link', {
        name: new RegExp(`^${text(lang, 'agent.link.notices')}`),
      });
      await link.click();
      await expect(page).toHaveURL(/\/m\/member\/notice\?types=A$/);
      await expect.poll(() => modules.length).toBeGreaterThan(0);
      expect(new Set(modules)).toEqual(new Set(['AGEANNOUNCE3']));

      await setOperatorSettings(request, { whitelabel: { AGEANNOUNCE3: false } });
      await page.goto('/m/agent');
      await expect(
        page.getByRole('link', { name: text(lang, 'agent.link.withdraw') }),
      ).toBeVisible();
      await expect(link).toHaveCount(0);
    });
  });
}
