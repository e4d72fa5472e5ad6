import { test } from '@playwright/test';
import { patientExpect as expect, SHELL_TEST_TIMEOUT } from './shell-support';

test.describe('language', () => {
  test.describe.configure({ timeout: SHELL_TEST_TIMEOUT });
  test('the site speaks TY by default and switches to EN and back', async ({ page }) => {
    await page.goto('/m/set');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mga setting');
    await expect(page.getByRole('link', { name: 'Palitan ang password' })).toBeVisible();

    // Calls made after the switch carry the new language.
    const englishCall = page.waitForRequest(
      (r) => r.url().includes('/wps/') && r.headers()['language'] === 'EN',
    );
    await page.getByRole('radio', { name: 'English' }).check();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    await expect(page.getByRole('link', { name: 'Change password' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toContainText('Promotion');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Settings · Playdeck');
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await englishCall;

    // The choice is remembered.
    await page.goto('/m/set');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    await page.getByRole('radio', { name: 'Tagalog' }).check();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mga setting');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  });
});
