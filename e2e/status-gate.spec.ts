import { expect, test } from '@playwright/test';
import { setOperatorSettings } from './support';

test.describe('system status gate', () => {
  // The site speaks TY by default; these checks read the English wording.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  });

  test.afterEach(async ({ request }) => {
    await setOperatorSettings(request, { maintenance: false, regionRestriction: false });
  });

  test('a player sees the home page frame when the platform is normal', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: 'Playdeck', level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('unknown paths land on home', async ({ page }) => {
    await page.goto('/m/does-not-exist');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('a player sees the maintenance page during maintenance', async ({ page, request }) => {
    await setOperatorSettings(request, { maintenance: true });
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: 'Under maintenance' })).toBeVisible();
  });

  test('maintenance wins when region restriction also applies', async ({ page, request }) => {
    await setOperatorSettings(request, { maintenance: true, regionRestriction: true });
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: 'Under maintenance' })).toBeVisible();
  });

  test('a player in a blocked region sees the access-restricted page with their IP', async ({
    page,
    request,
  }) => {
    await setOperatorSettings(request, { regionRestriction: true });
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
    await expect(page.getByText('127.0.0.1')).toBeVisible();
  });

  test('the stored theme is applied before the app renders, with a strict CSP', async ({
    page,
  }) => {
    const res = await page.goto('/m/home');
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.evaluate(() => localStorage.setItem('pd-theme', 'light'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'aurum');
  });
});
