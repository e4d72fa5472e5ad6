import { expect as baseExpect, test } from '@playwright/test';
import { openSignedIn, sessionFor, useEnglish } from './shell-support';
import { freshMember, main, playOneRound } from './member-support';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

test.describe('record pages', () => {
  test.beforeEach(async ({ page }) => useEnglish(page));

  test('a deposit and a bet from a demo launch appear; dates without them show the empty state', async ({
    page,
    baseURL,
    request,
  }) => {
    const session = await freshMember(baseURL!, request, 800);
    await openSignedIn(page, session, '/m/transaction/record');
    const list = main(page).getByRole('region', { name: /Transactions/ });
    await expect(list.getByRole('listitem').filter({ hasText: 'Deposit' })).toContainText(
      '+₱800.00',
    );

    const game = await playOneRound(page);
    await page.goto('/m/gameRecord');
    const bets = main(page).getByRole('region', { name: 'Bets', exact: true });
    await expect(bets.getByRole('listitem').first()).toContainText(game);
    await expect(main(page).getByRole('region', { name: 'Totals for these dates' })).toContainText(
      '1',
    );

    // The bet also shows in the account record, and the type filter narrows to it.
    await page.goto('/m/transaction/record');
    await main(page).getByLabel('Transaction type').selectOption('BET');
    await expect(list.getByRole('listitem').first()).toContainText('Bet');
    await expect(list.getByRole('listitem').filter({ hasText: 'Deposit' })).toHaveCount(0);

    // Yesterday: the account did not exist yet.
    await main(page).getByRole('button', { name: 'Yesterday' }).click();
    await expect(main(page).getByRole('button', { name: 'Yesterday' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(main(page).getByText('No transactions')).toBeVisible();

    await page.goto('/m/gameRecord');
    await main(page).getByLabel('From', { exact: true }).fill('2024-01-01');
    await main(page).getByLabel('To', { exact: true }).fill('2024-01-31');
    await main(page).getByRole('button', { name: 'Apply dates' }).click();
    await expect(main(page).getByText('No bets')).toBeVisible();

    await page.goto('/m/profitandloss');
    await expect(main(page).getByRole('region', { name: 'Result for these dates' })).toContainText(
      '₱800.00',
    );
    await main(page).getByRole('button', { name: 'Yesterday' }).click();
    await expect(main(page).getByText('No activity in these dates')).toBeVisible();
  });

  test('a start after the end, or a span beyond the limit, is explained and the dates stay', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'player00'), '/m/gameRecord');
    const from = main(page).getByLabel('From', { exact: true });
    const to = main(page).getByLabel('To', { exact: true });
    await from.fill('2026-03-20');
    await to.fill('2026-03-02');
    await main(page).getByRole('button', { name: 'Apply dates' }).click();
    await expect(main(page).getByRole('alert')).toHaveText('The start date is after the end date.');
    await expect(from).toHaveValue('2026-03-20');
    await expect(to).toHaveValue('2026-03-02');

    await from.fill('2025-01-01');
    await to.fill('2025-12-31');
    await main(page).getByRole('button', { name: 'Apply dates' }).click();
    await expect(main(page).getByRole('alert')).toHaveText('Choose at most 92 days.');
    await expect(from).toHaveValue('2025-01-01');
  });

  test('the agent view lists the team with each member named', async ({ page, baseURL }) => {
    await openSignedIn(
      page,
      await sessionFor(baseURL!, 'agent41'),
      '/m/transaction/record?types=A',
    );
    await expect(main(page).getByRole('heading', { name: 'Team account record' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Last 30 days' }).click();
    await expect(
      main(page)
        .getByRole('region', { name: /Transactions/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
  });
});
