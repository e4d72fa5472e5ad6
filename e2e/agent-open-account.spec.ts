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
const openAccount = (page: Page) => main(page).getByRole('region', { name: 'Open an account' });
const links = (page: Page) => main(page).getByRole('region', { name: 'Affiliate links' });

test.describe('open account and affiliate links', () => {
  test.describe.configure({ timeout: SHELL_TEST_TIMEOUT });
  test.beforeEach(async ({ page, request }) => {
    await useEnglish(page);
    await resetOperatorSettings(request);
  });

  test('registers a downline who then appears in the team list and can log in', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'agent41'), '/m/agentRegister');
    const form = openAccount(page);
    const quota = form.getByText(/^\d+ of 50 accounts left$/);
    await patientExpect(quota).toBeVisible();
    const left = Number((await quota.textContent())!.split(' ')[0]);
    const username = form.getByRole('textbox', { name: 'Username' });

    // A name in use is found while typing, and so is a badly formed one.
    await username.fill('player00');
    await patientExpect(form.getByText('Sorry, the username already exists')).toBeVisible();
    await username.fill('ab');
    await expect(form.getByText('6 to 16 letters or digits, starting with a letter')).toHaveCount(
      2,
    );

    const name = `dl${Date.now().toString(36)}`;
    await username.fill(name);
    await patientExpect(form.getByText('This username is free')).toBeVisible();
    await form.getByLabel('Password', { exact: true }).fill('Demo1234');
    await form.getByLabel('Confirm password').fill('Demo1235');
    await form.getByLabel('Slots rebate').fill('5');
    await form.getByRole('button', { name: 'Open the account' }).click();
    await expect(form.getByText('Confirmation password not matched')).toBeVisible();
    await expect(form.getByText('At most 1.8%, your own rate')).toBeVisible();

    await form.getByLabel('Confirm password').fill('Demo1234');
    await form.getByLabel('Slots rebate').fill('1.5');
    await form.getByLabel('Live casino rebate').fill('0.5');
    await form.getByRole('button', { name: 'Open the account' }).click();
    await patientExpect(form.getByRole('status')).toHaveText('Account opened');
    await expect(form.getByText(name, { exact: true })).toBeVisible();

    await form.getByRole('link', { name: 'See your team' }).click();
    await expect(page).toHaveURL(/\/m\/member\/team$/);
    const member = main(page)
      .getByRole('list', { name: 'Team members' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name }) });
    await patientExpect(member).toBeVisible();
    await expect(member).toContainText('Member');
    await expect(member).toContainText('1.5%');
    await expect(main(page).getByText(/^\d+ members$/)).toBeVisible();

    // The new account logs in with the password the agent chose (the helper logs in with Demo1234).
    const session = await sessionFor(baseURL!, name);
    expect(session.type).toBe(0);

    await navigateInApp(page, '/m/agentRegister');
    await patientExpect(
      openAccount(page).getByText(`${left - 1} of 50 accounts left`),
    ).toBeVisible();
  });

  test('creates, copies and deletes an affiliate link', async ({ page, baseURL, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSignedIn(page, await sessionFor(baseURL!, 'player02'), '/m/agentRegister');
    const section = links(page);
    const list = section.getByRole('list', { name: 'Your affiliate links' });
    // Seeded: a member link and an agent link.
    await patientExpect(list.getByRole('listitem')).toHaveCount(2);

    await section.getByRole('radio', { name: 'Agent' }).check();
    await section.getByLabel('Slots rebate').fill('0.7');
    await section.getByRole('button', { name: 'Create link' }).click();
    await patientExpect(section.getByRole('status')).toHaveText('Link created');
    await expect(list.getByRole('listitem')).toHaveCount(3);
    const created = list.getByRole('listitem').first();
    await expect(created.getByRole('heading')).toHaveText('Agent');
    await expect(created).toContainText('0.7%');
    await expect(created).toContainText('0 sign-ups');
    const url = (await created.getByText(/\/m\/register\?affiliateCode=/).textContent())!;
    const code = new URL(url).searchParams.get('affiliateCode')!;

    await created.getByRole('button', { name: `Copy link ${code}` }).click();
    await patientExpect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    await created.getByRole('button', { name: `Delete link ${code}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this link?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await created.getByRole('button', { name: `Delete link ${code}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await patientExpect(section.getByRole('status')).toHaveText('Link deleted');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByText(url)).toHaveCount(0);
  });

  test('a new sub-agent has no dividend: no shortcut, the page sends it back, nothing offered', async ({
    page,
    baseURL,
  }) => {
    // agent41 again: the team pages' tests count the other demo agents' teams.
    await openSignedIn(page, await sessionFor(baseURL!, 'agent41'), '/m/agentRegister');
    const form = openAccount(page);
    const name = `sa${Date.now().toString(36)}`;
    await patientExpect(form.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await form.getByRole('textbox', { name: 'Username' }).fill(name);
    await form.getByLabel('Password', { exact: true }).fill('Demo1234');
    await form.getByLabel('Confirm password').fill('Demo1234');
    await form.getByRole('radio', { name: 'Agent' }).check();
    await form.getByRole('button', { name: 'Open the account' }).click();
    await patientExpect(form.getByRole('status')).toHaveText('Account opened');
    await expect(form.getByText('Agent', { exact: true })).toBeVisible();

    const sub = await sessionFor(baseURL!, name);
    expect(sub.type).toBe(1);
    await openSignedIn(page, sub, '/m/agent');
    const shortcuts = main(page).getByRole('navigation', { name: 'Agent shortcuts' });
    await patientExpect(shortcuts.getByRole('link', { name: 'Open an account' })).toBeVisible();
    await expect(shortcuts.getByRole('link', { name: 'Dividend' })).toHaveCount(0);
    await navigateInApp(page, '/m/member/agent/agentDivident');
    await patientExpect(page).toHaveURL(/\/m\/agent$/);
    await navigateInApp(page, '/m/member/agent/getDevidendContract');
    await patientExpect(
      main(page).getByText('This contract is not offered to you yet'),
    ).toBeVisible();
    // Its own team starts empty.
    await navigateInApp(page, '/m/member/team');
    await patientExpect(main(page).getByText('No one in your team yet')).toBeVisible();
  });
});
