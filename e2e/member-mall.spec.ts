import { expect as baseExpect, test, type Page } from '@playwright/test';
import { openSignedIn, sessionFor, useEnglish } from './shell-support';
import { freshMember, main } from './member-support';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

async function shownPoints(page: Page): Promise<number> {
  const points = main(page).getByTestId('mall-points');
  await expect(points).toHaveText(/^[\d,]+$/);
  return Number((await points.innerText()).replace(/,/g, ''));
}

test.describe('points mall', () => {
  test.beforeEach(async ({ page }) => useEnglish(page));

  test('redeeming an item spends its points and lands in the history', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'player00'), '/m/mall/mallHome');
    const before = await shownPoints(page);
    const item = main(page)
      .getByRole('region', { name: 'Redeem your points' })
      .getByRole('listitem')
      .filter({ hasText: 'Free spins voucher' });
    await expect(item).toContainText('20 points');
    expect(before).toBeGreaterThanOrEqual(20);
    await item.getByRole('button', { name: 'Redeem' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Redeem this item?' });
    await expect(dialog).toContainText(`You will have ${before - 20} points left`);
    await dialog.getByRole('button', { name: 'Redeem now' }).click();
    await expect(
      page.getByText(`Free spins voucher redeemed. You have ${before - 20} points left.`),
    ).toBeVisible();
    await expect.poll(() => shownPoints(page)).toBe(before - 20);
    await expect(main(page).getByRole('region', { name: 'Your redemptions' })).toContainText(
      'Free spins voucher',
    );
  });

  test('a member without points sees what each item still needs and cannot redeem', async ({
    page,
    baseURL,
    request,
  }) => {
    await openSignedIn(page, await freshMember(baseURL!, request), '/m/mall/mallHome');
    expect(await shownPoints(page)).toBe(0);
    const catalogue = main(page).getByRole('region', { name: 'Redeem your points' });
    const cap = catalogue.getByRole('listitem').filter({ hasText: 'Playdeck cap' });
    await expect(cap).toContainText('You need 500 more points.');
    await expect(cap.getByRole('button', { name: 'Redeem' })).toBeDisabled();
    const phone = catalogue.getByRole('listitem').filter({ hasText: 'Smartphone' });
    await expect(phone).toContainText('Out of stock');
    await expect(main(page).getByText('You have not redeemed anything yet.')).toBeVisible();
  });
});
