import { expect, test } from '@playwright/test';
import {
  DEMO_LOGINS,
  centreSpecSetup,
  main,
  openSignedIn,
  sessionFor,
  trialSession,
} from './shell-support';
import { setOperatorSettings } from './support';

test.describe('agent centre', () => {
  centreSpecSetup();

  for (const who of DEMO_LOGINS.notAgents) {
    test(`${who} is sent home from the agent centre`, async ({ page, baseURL }) => {
      await openSignedIn(page, await sessionFor(baseURL!, who), '/m/agent');
      await expect(page).toHaveURL(/\/m\/home$/);
    });
  }

  test('a trial account is sent home from the agent centre', async ({ page, baseURL }) => {
    await openSignedIn(page, await trialSession(baseURL!), '/m/agent');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  for (const who of DEMO_LOGINS.agents) {
    test(`${who} sees the greeting, tools, shortcuts and today's team figures`, async ({
      page,
      baseURL,
    }) => {
      await openSignedIn(page, await sessionFor(baseURL!, who), '/m/agent');
      await expect(
        main(page).getByText(/^Good (morning|afternoon|late afternoon|evening)$/),
      ).toBeVisible();
      const tools = main(page).getByRole('navigation', { name: 'Agent tools' });
      for (const name of [
        'Team overview',
        'Account record',
        'My team',
        'Team profit and loss',
        'Team betting',
        'Agent rebate',
        'Team rebate',
        'Security centre',
        'Mail',
        'Online service',
      ]) {
        await expect(tools.getByText(name, { exact: true })).toBeVisible();
      }
      const shortcuts = main(page).getByRole('navigation', { name: 'Agent shortcuts' });
      for (const name of ['Withdraw', 'Home', 'Member centre', 'Open an account']) {
        await expect(shortcuts.getByRole('link', { name, exact: true })).toBeVisible();
      }
      // Deposit is for member types (spec 1 §5): an agent-only account has no link it cannot use.
      await expect(shortcuts.getByRole('link', { name: 'Deposit', exact: true })).toHaveCount(
        who.startsWith('agent') ? 0 : 1,
      );
      await expect(shortcuts.getByRole('link', { name: /^Announcements/ })).toHaveAttribute(
        'href',
        '/m/member/notice?types=A',
      );
      const contracts = main(page).getByRole('navigation', { name: 'Contracts' });
      await expect(contracts.getByRole('link')).toHaveText([
        'Daily salary contract',
        'Dividend contract',
        'Hourly salary contract',
      ]);
      for (const label of ['Logged in', 'Placed bets', 'Registered', 'Online now']) {
        const term = main(page).getByRole('term').filter({ hasText: label });
        await expect(term).toBeVisible();
      }
      await expect(main(page).getByRole('definition').first()).toHaveText(/^\d+$/);
    });
  }

  test('tools follow their permission flags; online service always shows', async ({
    page,
    baseURL,
    request,
  }) => {
    await setOperatorSettings(request, {
      whitelabel: { MAILCEN: false, TEAMBETTING3: false, AGEPAG: false },
    });
    await openSignedIn(page, await sessionFor(baseURL!, 'agent41'), '/m/agent');
    const tools = main(page).getByRole('navigation', { name: 'Agent tools' });
    await expect(tools.getByText('Online service')).toBeVisible();
    await expect(tools.getByText('Mail', { exact: true })).toHaveCount(0);
    await expect(tools.getByText('Team betting')).toHaveCount(0);
    await expect(tools.getByText('Team overview')).toHaveCount(0);
  });

  test('the agent account record entry opens the record with types=A', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, await sessionFor(baseURL!, 'agent42'), '/m/agent');
    await main(page)
      .getByRole('navigation', { name: 'Agent tools' })
      .getByRole('link', { name: 'Account record' })
      .click();
    await expect(page).toHaveURL(/\/m\/transaction\/record\?types=A$/);
  });
});
