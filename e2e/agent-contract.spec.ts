import { expect, test, type Page } from '@playwright/test';
import {
  SHELL_TEST_TIMEOUT,
  openSignedIn,
  patientExpect,
  resetOperatorSettings,
  sessionFor,
  useEnglish,
} from './shell-support';

const main = (page: Page) => page.getByRole('main');
const prompt = (page: Page) => page.getByRole('alertdialog', { name: 'New contract' });

// Seeded agents have a daily-salary and an hourly-salary offer waiting, and an accepted dividend
// contract. Tests here change that state: each uses its own account, in file order.
test.describe('contract prompt and contract pages', () => {
  test.describe.configure({ timeout: SHELL_TEST_TIMEOUT, mode: 'serial' });
  test.beforeEach(async ({ page, request }) => {
    await useEnglish(page);
    await resetOperatorSettings(request);
  });

  test('cancel closes the prompt, stays home and does not ask again in this login', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'player02'), '/m/home');
    await patientExpect(prompt(page)).toBeVisible();
    await expect(prompt(page)).toContainText('new daily salary contract');
    await prompt(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.reload();
    await patientExpect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(prompt(page)).toHaveCount(0);
  });

  test('go opens the offered contract, which the agent accepts; the next offer is prompted next login', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'player01'), '/m/home');
    await patientExpect(prompt(page)).toBeVisible();
    await prompt(page).getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
    const contract = main(page).getByRole('region', { name: 'Daily salary contract' });
    await patientExpect(contract.getByRole('table')).toBeVisible();
    // Three levels: team bets, active members and the daily pay.
    await expect(contract.getByRole('row')).toHaveCount(4);
    await expect(contract.getByRole('row').nth(1)).toContainText('₱50,000.00');
    await contract.getByRole('button', { name: 'Accept the contract' }).click();
    await patientExpect(contract.getByRole('status')).toContainText(
      /^Accepted on \d{4}-\d{2}-\d{2}$/,
    );
    await expect(contract.getByRole('button', { name: 'Accept the contract' })).toHaveCount(0);

    // Logging in again: the daily salary is settled, the hourly salary offer is prompted.
    await openSignedIn(page, await sessionFor(baseURL!, 'player01'), '/m/home');
    await patientExpect(prompt(page)).toContainText('new hourly salary contract');
    await prompt(page).getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getHourContract$/);
    await patientExpect(
      main(page).getByRole('button', { name: 'Accept the contract' }),
    ).toBeVisible();
  });

  for (const who of ['agent41', 'agent42', 'player00']) {
    test(`${who} is never prompted`, async ({ page, baseURL }) => {
      const flags = page
        .waitForResponse(/funds\/consolidated/, { timeout: 5_000 })
        .catch(() => null);
      await openSignedIn(page, await sessionFor(baseURL!, who), '/m/home');
      await patientExpect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      // Types 41 and 42 are not even checked; type 0 is checked and has no offer.
      const asked = await flags;
      if (who !== 'player00') expect(asked).toBeNull();
      await expect(prompt(page)).toHaveCount(0);
    });
  }

  test('the dividend contract shows as accepted, with its levels', async ({ page, baseURL }) => {
    await openSignedIn(
      page,
      await sessionFor(baseURL!, 'agent42'),
      '/m/member/agent/getDevidendContract',
    );
    const contract = main(page).getByRole('region', { name: 'Dividend contract' });
    await patientExpect(contract.getByRole('status')).toContainText('Accepted on');
    await expect(contract.getByRole('columnheader', { name: 'Team net loss' })).toBeVisible();
    await expect(contract.getByRole('cell', { name: '30%' })).toBeVisible();
  });
});
