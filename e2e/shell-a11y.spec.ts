import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';
import {
  openSignedIn,
  sessionFor,
  patientExpect as expect,
  SHELL_TEST_TIMEOUT,
} from './shell-support';

async function violations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

test.describe('shell accessibility (axe, WCAG 2.1 AA)', () => {
  test.describe.configure({ timeout: SHELL_TEST_TIMEOUT });
  test('home, settings and app pages for a visitor', async ({ page }) => {
    test.setTimeout(180_000);
    for (const path of ['/m/home', '/m/set', '/m/app']) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      if (path === '/m/home') {
        // Home draws its blocks below the fold once the player starts: go to the end first.
        await expect(page.getByRole('tablist')).toBeVisible();
        await page.keyboard.press('End');
        await expect.poll(() => page.locator('main h2').count()).toBeGreaterThanOrEqual(8);
      }
      expect(await violations(page), path).toEqual([]);
    }
  });

  test('the side menu of a member', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    await openSignedIn(page, await sessionFor(baseURL!, 'player00'), '/m/home');
    await page.getByRole('banner').getByRole('button', { name: 'Buksan ang menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
