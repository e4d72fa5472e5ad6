import { expect, test, type Page } from '@playwright/test';
import {
  SHELL_TEST_TIMEOUT,
  navigateInApp,
  openSignedIn,
  patientExpect,
  resetOperatorSettings,
  sessionFor,
  useEnglish,
} from './shell-support';

const main = (page: Page) => page.getByRole('main');
const figure = (page: Page, label: string) =>
  main(page)
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=..')
    .getByRole('definition');

test.describe('agent team pages', () => {
  test.describe.configure({ timeout: SHELL_TEST_TIMEOUT });
  test.beforeEach(async ({ page, request }) => {
    await useEnglish(page);
    await resetOperatorSettings(request);
  });

  test('team overview shows today’s team and follows the date range', async ({ page, baseURL }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'player02'), '/m/agent/team/overview');
    const today = main(page).getByRole('button', { name: 'Today' });
    await expect(today).toHaveAttribute('aria-pressed', 'true');
    // Seeded: 8 direct members plus a sub-agent's 3, two registered today.
    await patientExpect(figure(page, 'Team members')).toHaveText('11');
    expect(Number(await figure(page, 'Registered').textContent())).toBeGreaterThanOrEqual(2);
    await expect(figure(page, 'Team bets')).toHaveText(/^₱[\d,]+\.\d{2}$/);

    await main(page).getByRole('button', { name: 'Yesterday' }).click();
    await expect(main(page).getByRole('button', { name: 'Yesterday' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await patientExpect(figure(page, 'Registered')).toHaveText('0');

    // A range that ends before it starts is refused with a message; the figures stay.
    await main(page).getByRole('textbox', { name: 'From', exact: true }).fill('2026-01-10');
    await main(page).getByRole('textbox', { name: 'To', exact: true }).fill('2026-01-01');
    await main(page).getByRole('button', { name: 'Apply' }).click();
    await expect(main(page).getByRole('alert')).toHaveText(
      'The end day comes before the start day',
    );
    await expect(figure(page, 'Team members')).toHaveText('11');
  });

  test('team list: search by username, member types, and rebate changes within the agent’s own', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'agent42'), '/m/member/team');
    const list = main(page).getByRole('list', { name: 'Team members' });
    await patientExpect(list.getByRole('listitem')).toHaveCount(8);
    await expect(main(page).getByText('8 members')).toBeVisible();
    await expect(list.getByText('Agent', { exact: true })).toHaveCount(1);
    await expect(list.getByText('Member', { exact: true })).toHaveCount(7);

    const first = list.getByRole('listitem').first();
    const username = (await first.getByRole('heading').textContent())!.trim();
    const search = main(page).getByRole('searchbox', { name: 'Search your team' });
    await search.fill(username.slice(0, 5));
    await search.press('Enter');
    await patientExpect(list.getByRole('heading', { name: username })).toBeVisible();
    await search.fill('nobodyhere');
    await search.press('Enter');
    await patientExpect(main(page).getByText('No team member matches “nobodyhere”')).toBeVisible();
    await search.fill(username);
    await search.press('Enter');
    await patientExpect(list.getByRole('listitem')).toHaveCount(1);

    await list.getByRole('button', { name: `Change rebates of ${username}` }).click();
    const dialog = page.getByRole('dialog', { name: `Rebates of ${username}` });
    const slots = dialog.getByLabel('Slots rebate');
    await patientExpect(slots).toBeVisible();
    // Above the agent's own rate (seeded 1.2 % on slots at most): refused beside the field.
    await slots.fill('99');
    await dialog.getByRole('button', { name: 'Save rebates' }).click();
    await expect(dialog.getByText(/^At most [\d.]+%, your own rate$/)).toBeVisible();
    await slots.fill('0.1');
    await dialog.getByRole('button', { name: 'Save rebates' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(main(page).getByRole('status')).toHaveText(`Rebates of ${username} saved`);
    await expect(
      list
        .getByRole('listitem')
        .first()
        .getByRole('term')
        .filter({ hasText: 'Slots' })
        .locator('xpath=..'),
    ).toContainText('0.1%');
    await main(page).getByRole('button', { name: 'Clear message' }).click();
    await expect(main(page).getByText(`Rebates of ${username} saved`)).toHaveCount(0);
  });

  test('team betting and profit and loss come from the team’s bets, by date range', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'player01'), '/m/teamBetting');
    await expect(main(page).getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const bets = main(page).getByRole('list', { name: 'Team bets' });
    await patientExpect(bets.getByRole('listitem').first()).toBeVisible();
    const count = Number(await figure(page, 'Bets').textContent());
    expect(count).toBeGreaterThan(0);
    const bettor = (await bets.getByRole('listitem').first().getByRole('heading').textContent())!;
    const search = main(page).getByRole('searchbox', { name: 'Search bets by username' });
    await search.fill(bettor);
    await search.press('Enter');
    await patientExpect(bets.getByRole('heading').filter({ hasNotText: bettor })).toHaveCount(0);
    await main(page).getByRole('button', { name: 'Yesterday' }).click();
    await patientExpect(main(page).getByText('No team bets in these days')).toBeVisible();

    await navigateInApp(page, '/m/agent/team/pnl');
    await patientExpect(main(page).getByRole('table')).toBeVisible();
    await expect(figure(page, 'Bets')).toHaveText(/^₱[\d,]+\.\d{2}$/);
    await expect(main(page).getByText(/^11 team members$/)).toBeVisible();
    await expect(
      main(page)
        .getByRole('rowheader', { name: /^(Slots|Live casino)$/ })
        .first(),
    ).toBeVisible();
    await expect(
      main(page)
        .getByRole('cell', { name: /^[+−]?₱[\d,]+\.\d{2}$/ })
        .first(),
    ).toBeVisible();
    // Days long before the demo team existed: nothing was bet.
    await main(page).getByRole('textbox', { name: 'From', exact: true }).fill('2020-01-01');
    await main(page).getByRole('textbox', { name: 'To', exact: true }).fill('2020-01-31');
    await main(page).getByRole('button', { name: 'Apply' }).click();
    await patientExpect(main(page).getByText('No bets in these days')).toBeVisible();
    await expect(figure(page, 'Bets')).toHaveText('₱0.00');
  });

  test('agent rebate, team rebate, red rain and dividend show the agent’s own data', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'player02'), '/m/member/agent/agentRebeat');
    const own = main(page).getByRole('region', { name: 'Your rebate rates' });
    await patientExpect(own.getByRole('row')).toHaveCount(7);
    await expect(own.getByRole('rowheader', { name: 'Live casino' })).toBeVisible();
    await expect(figure(page, 'Left')).toHaveText(/^\d+$/);

    await navigateInApp(page, '/m/member/teamRebate');
    const rebates = main(page).getByRole('list', { name: 'Team rebates' });
    await patientExpect(rebates.getByRole('listitem')).toHaveCount(8);
    await expect(
      rebates.getByRole('listitem').first().getByRole('columnheader', { name: 'Your share' }),
    ).toBeVisible();

    await navigateInApp(page, '/m/redRain');
    const rains = main(page).getByRole('list', { name: 'Red rain events' });
    await patientExpect(rains.getByRole('listitem')).toHaveCount(6);
    await expect(rains.getByText('Live now')).toHaveCount(1);
    await expect(rains.getByText('Coming')).toHaveCount(2);
    await expect(rains.getByText(/grabbed, ₱/).first()).toBeVisible();

    await navigateInApp(page, '/m/member/agent/agentDivident');
    await patientExpect(figure(page, 'Estimated dividend')).toHaveText(/^₱[\d,]+\.\d{2}$/);
    const history = main(page).getByRole('region', { name: 'Past periods' });
    await expect(history.getByRole('row')).toHaveCount(7);
  });

  test('an agent page that cannot load says so and offers to try again', async ({
    page,
    baseURL,
  }) => {
    await page.route('**/wps/agent/redRain/events**', (route) => route.abort());
    await openSignedIn(page, await sessionFor(baseURL!, 'agent41'), '/m/redRain');
    await patientExpect(main(page).getByText('Red rain events could not be loaded.')).toBeVisible();
    await page.unroute('**/wps/agent/redRain/events**');
    await main(page).getByRole('button', { name: 'Try again' }).click();
    await patientExpect(main(page).getByRole('list', { name: 'Red rain events' })).toBeVisible();
  });
});
