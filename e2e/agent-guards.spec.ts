import { expect, test, type Page } from '@playwright/test';
import {
  SHELL_TEST_TIMEOUT,
  navigateInApp,
  openSignedIn,
  patientExpect,
  resetOperatorSettings,
  sessionFor,
  trialSession,
  useEnglish,
} from './shell-support';
import { setOperatorSettings } from './support';

/** Every agent centre page and the heading (or first words) it shows when it opens. */
const AGENT_PAGES: [path: string, shows: RegExp][] = [
  ['/m/agent/team/overview', /Team members/],
  ['/m/member/team', /Search your team/],
  ['/m/teamBetting', /Search bets by username/],
  ['/m/agent/team/pnl', /By game type/],
  ['/m/member/agent/agentRebeat', /Your rebate rates/],
  ['/m/member/teamRebate', /Their rate/],
  ['/m/redRain', /red rain/i],
  ['/m/agentRegister', /Affiliate links/],
  ['/m/member/agent/getSalaryContract', /Daily salary contract/],
  ['/m/member/agent/getDevidendContract', /Dividend contract/],
  ['/m/member/agent/getHourContract', /Hourly salary contract/],
  ['/m/member/agent/agentDivident', /This period/],
];

const main = (page: Page) => page.getByRole('main');

test.describe('agent centre guards', () => {
  test.describe.configure({ timeout: SHELL_TEST_TIMEOUT * 2 });
  test.beforeEach(async ({ page, request }) => {
    await useEnglish(page);
    await resetOperatorSettings(request);
  });
  test.afterAll(async ({ request }) => resetOperatorSettings(request));

  for (const who of ['player00', 'partner40', 'trial']) {
    test(`${who} is sent home from every agent page`, async ({ page, baseURL }) => {
      const session =
        who === 'trial' ? await trialSession(baseURL!) : await sessionFor(baseURL!, who);
      await openSignedIn(page, session, '/m/agent');
      await patientExpect(page).toHaveURL(/\/m\/home$/);
      for (const [path] of AGENT_PAGES) {
        await navigateInApp(page, path);
        await patientExpect(page, `${who} at ${path}`).toHaveURL(/\/m\/home$/);
      }
    });
  }

  for (const who of ['player01', 'player02', 'agent41', 'agent42']) {
    test(`${who} opens every agent page`, async ({ page, baseURL }) => {
      await openSignedIn(page, await sessionFor(baseURL!, who), '/m/agent');
      await patientExpect(main(page).getByText('Your team today')).toBeVisible();
      for (const [path, shows] of AGENT_PAGES) {
        await navigateInApp(page, path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await patientExpect(main(page).getByText(shows).first(), path).toBeVisible();
      }
    });
  }

  test('visitors are sent home from an agent page', async ({ page }) => {
    await page.goto('/m/member/team');
    await patientExpect(page).toHaveURL(/\/m\/home$/);
  });

  test('tools and shortcuts follow their permissions and the dividend contract', async ({
    page,
    baseURL,
    request,
  }) => {
    await setOperatorSettings(request, {
      whitelabel: { GAMSER: false, AGETEAMPNL3: false, AGEREBINC3: false },
    });
    await openSignedIn(page, await sessionFor(baseURL!, 'agent41'), '/m/agent');
    const tools = main(page).getByRole('navigation', { name: 'Agent tools' });
    await patientExpect(tools.getByText('Team overview')).toBeVisible();
    await expect(tools.getByText('Red rain')).toHaveCount(0);
    await expect(tools.getByText('Team profit and loss')).toHaveCount(0);
    await expect(tools.getByText('Agent rebate')).toHaveCount(0);
    await expect(tools.getByText('Team rebate')).toHaveCount(0);
    await expect(tools.getByText('Online service')).toBeVisible();
    // Seeded agents accepted their dividend contract: the dividend shortcut shows and opens.
    const shortcuts = main(page).getByRole('navigation', { name: 'Agent shortcuts' });
    await patientExpect(shortcuts.getByRole('link', { name: 'Dividend' })).toBeVisible();
    await shortcuts.getByRole('link', { name: 'Dividend' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/agentDivident$/);
    await patientExpect(main(page).getByText('Past periods')).toBeVisible();
    await expect(main(page).getByRole('table').last().getByRole('row')).not.toHaveCount(1);
  });
});
