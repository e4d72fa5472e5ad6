import { expect as baseExpect, test, type Page } from '@playwright/test';
import { dividendHistory, downlineList, walletBalance, walletTransfer } from '@playdeck/contract';
import { callAs, freshMember } from './member-support';
import { openSignedIn, resetOperatorSettings, sessionFor } from './shell-support';
import { setOperatorSettings } from './support';
import { LANGS, speak, text } from './texts';

// The machine running these is shared: give a slow first answer room before calling it missing.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const peso = (n: number) =>
  `₱${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The message that says what was done. */
const toastSays = (page: Page, words: string) =>
  page.getByRole('main').getByRole('status').filter({ hasText: words });

for (const lang of LANGS) {
  test.describe(`moving money (${lang})`, () => {
    test.beforeEach(async ({ page }) => speak(page, lang));
    test.afterEach(async ({ request }) => resetOperatorSettings(request));

    test('a member moves money into a game wallet and back, refused beyond the balance', async ({
      page,
      request,
      baseURL,
    }) => {
      const member = await freshMember(baseURL!, request, 500);
      const wallets = () => callAs(baseURL!, member, walletBalance, { typeId: 0 });
      await openSignedIn(page, member, '/m/member/home');
      await page.getByRole('link', { name: text(lang, 'member.transfer') }).click();
      await expect(page).toHaveURL(/\/m\/transfer$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(lang, 'title.transfer'),
      );
      const pg = page.getByRole('radio', { name: /^PG Soft / });
      await pg.check();
      const amount = page.getByRole('textbox', { name: text(lang, 'wallet.amount') });

      // More than the main wallet holds: refused here, nothing moves.
      await amount.fill('500.01');
      await page
        .getByRole('button', { name: text(lang, 'transfer.submitIn', { wallet: 'PG Soft' }) })
        .click();
      await expect(page.getByText(text(lang, 'transfer.problem.overBalance'))).toBeVisible();
      expect((await wallets()).balance[0]?.availBalance).toBe(500);

      await amount.fill('120.50');
      await page
        .getByRole('button', { name: text(lang, 'transfer.submitIn', { wallet: 'PG Soft' }) })
        .click();
      await expect(
        toastSays(page, text(lang, 'transfer.doneIn', { amount: peso(120.5), wallet: 'PG Soft' })),
      ).toBeVisible();
      await expect(
        page.getByText(text(lang, 'transfer.mainWallet', { amount: peso(379.5) })),
      ).toBeVisible();
      await expect(page.getByRole('radio', { name: `PG Soft ${peso(120.5)}` })).toBeVisible();
      const after = await wallets();
      expect(after.balance[0]?.availBalance).toBe(379.5);
      expect(after.balance.find((w) => w.accountTypeName === 'PG Soft')?.availBalance).toBe(120.5);

      // Back: all of what the game wallet holds.
      await page.getByRole('radio', { name: text(lang, 'transfer.out') }).check();
      await page.getByRole('button', { name: text(lang, 'transfer.all') }).click();
      await expect(amount).toHaveValue('120.5');
      await page.getByRole('button', { name: text(lang, 'transfer.submitOut') }).click();
      await expect(
        page.getByText(text(lang, 'transfer.mainWallet', { amount: peso(500) })),
      ).toBeVisible();

      // Two game wallets hold money: one tap brings it all back.
      const ids = after.balance.slice(1, 3).map((w) => w.accountTypeId);
      for (const id of ids)
        await callAs(baseURL!, member, walletTransfer, {
          fromAccountTypeId: 2,
          toAccountTypeId: id,
          amount: 40,
        });
      await page.reload();
      await expect(
        page.getByText(text(lang, 'transfer.mainWallet', { amount: peso(420) })),
      ).toBeVisible();
      await page.getByRole('button', { name: text(lang, 'transfer.collectAll') }).click();
      await expect(toastSays(page, text(lang, 'transfer.collected'))).toBeVisible();
      await expect(
        page.getByText(text(lang, 'transfer.mainWallet', { amount: peso(500) })),
      ).toBeVisible();
      const end = await wallets();
      expect(end.balance.slice(1).every((w) => w.availBalance === 0)).toBe(true);
    });

    test('with a single-wallet merchant the member centre offers no transfer, the screen says why', async ({
      page,
      request,
      baseURL,
    }) => {
      await setOperatorSettings(request, { singleWallet: true });
      const member = await freshMember(baseURL!, request, 100);
      await openSignedIn(page, member, '/m/member/home');
      await expect(page.getByRole('link', { name: text(lang, 'common.withdraw') })).toBeVisible();
      await expect(page.getByRole('link', { name: text(lang, 'member.transfer') })).toHaveCount(0);
      await page.goto('/m/transfer');
      await expect(page.getByText(text(lang, 'transfer.single'))).toBeVisible();
      await expect(page.getByRole('link', { name: text(lang, 'common.deposit') })).toBeVisible();
    });

    const agent = lang === 'TY' ? 'agent41' : 'agent42';

    test('an agent sends money to one member from the team page, then to several at once', async ({
      page,
      baseURL,
      request,
    }) => {
      const session = await sessionFor(baseURL!, agent);
      const team = async () =>
        (await callAs(baseURL!, session, downlineList, { pageSize: 100 })).list;
      const balance = async () =>
        (await callAs(baseURL!, session, walletBalance, { typeId: 0 })).balance[0]?.availBalance ??
        0;
      const [first, second] = await team();
      const start = await balance();

      await openSignedIn(page, session, '/m/member/team');
      await page
        .getByRole('link', {
          name: text(lang, 'agentPages.team.transferTo', { username: first!.username }),
        })
        .click();
      await expect(page).toHaveURL(new RegExp(`/m/agent/transfer\\?downlineId=${first!.id}$`));
      await expect(
        page.getByRole('checkbox', { name: new RegExp(`^${first!.username}`) }),
      ).toBeChecked();
      await page.getByRole('checkbox', { name: new RegExp(`^${second!.username}`) }).check();
      await page
        .getByRole('textbox', { name: text(lang, 'agentPages.transfer.amount') })
        .fill('1.25');
      await page
        .getByRole('textbox', { name: text(lang, 'agentPages.transfer.remark') })
        .fill('Salamat');
      await expect(
        page.getByText(
          text(lang, 'agentPages.transfer.total', { total: peso(2.5), balance: peso(start) }),
        ),
      ).toBeVisible();
      await page.getByRole('button', { name: text(lang, 'agentPages.transfer.send') }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(peso(2.5));
      await confirm.getByRole('button', { name: text(lang, 'agentPages.transfer.send') }).click();
      await expect(
        toastSays(
          page,
          text(lang, 'agentPages.transfer.done_other', { total: peso(2.5), count: 2 }),
        ),
      ).toBeVisible();
      await expect.poll(balance).toBeCloseTo(start - 2.5, 2);
      const after = await team();
      expect(after.find((m) => m.id === first!.id)?.balance).toBeCloseTo(first!.balance + 1.25, 2);
      expect(after.find((m) => m.id === second!.id)?.balance).toBeCloseTo(
        second!.balance + 1.25,
        2,
      );

      // More than the wallet holds is refused before anything is sent.
      await page.getByRole('checkbox', { name: new RegExp(`^${first!.username}`) }).check();
      await page
        .getByRole('textbox', { name: text(lang, 'agentPages.transfer.amount') })
        .fill(String(Math.ceil(start) + 1000));
      await page.getByRole('button', { name: text(lang, 'agentPages.transfer.send') }).click();
      await expect(
        page.getByText(text(lang, 'agentPages.transfer.problem.overBalance')),
      ).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);

      // With multiple transfers off, one member at a time.
      await setOperatorSettings(request, { whitelabel: { AGENTRANSMULTDOWN3: false } });
      await page.reload();
      await expect(page.getByText(text(lang, 'agentPages.transfer.hintSingle'))).toBeVisible();
      await expect(page.getByRole('checkbox')).toHaveCount(0);
      await expect(page.getByRole('radio').first()).toBeVisible();
    });

    test('an agent claims a closed dividend period, reads the messages and the team this period', async ({
      page,
      baseURL,
    }) => {
      const session = await sessionFor(baseURL!, agent);
      const history = await callAs(baseURL!, session, dividendHistory, { pageSize: 20 });
      const payable = history.list.find((p) => p.status === 'PAYABLE');
      expect(payable).toBeTruthy();
      await openSignedIn(page, session, '/m/agent');
      await page
        .getByRole('link', { name: text(lang, 'agent.link.dividend'), exact: true })
        .click();
      await expect(page).toHaveURL(/\/m\/member\/agent\/agentDivident$/);
      const members = page.getByRole('region', { name: text(lang, 'agentPages.dividend.members') });
      await expect(members.getByRole('row').nth(1)).toBeVisible();
      const messages = page.getByRole('list', { name: text(lang, 'agentPages.dividend.messages') });
      const period = {
        start: payable!.periodStart,
        end: payable!.periodEnd,
        amount: peso(payable!.amount),
      };
      await expect(messages).toContainText(
        text(lang, 'agentPages.dividend.message.PAYABLE', period),
      );

      const claim = page.getByRole('region', {
        name: text(lang, 'agentPages.dividend.claimTitle'),
      });
      await claim.getByRole('button', { name: text(lang, 'agentPages.dividend.claim') }).click();
      await expect(toastSays(page, peso(payable!.amount))).toBeVisible();
      await expect(claim).toHaveCount(0);
      await expect(messages).toContainText(text(lang, 'agentPages.dividend.message.PAID', period));
      const again = await callAs(baseURL!, session, dividendHistory, { pageSize: 20 });
      expect(again.list.find((p) => p.id === payable!.id)?.status).toBe('PAID');
    });
  });
}
