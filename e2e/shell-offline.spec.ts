import { test } from '@playwright/test';
import { useEnglish, patientExpect as expect, SHELL_TEST_TIMEOUT } from './shell-support';

test.describe('installable web app', () => {
  test.describe.configure({ timeout: SHELL_TEST_TIMEOUT });
  test('the manifest names the app and its icons', async ({ request }) => {
    const res = await request.get('/manifest.webmanifest');
    expect(res.ok()).toBe(true);
    const manifest = (await res.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Playdeck',
      start_url: '/m/home',
      display: 'standalone',
    });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
    for (const icon of manifest.icons) {
      const png = await request.get(icon.src);
      expect(png.headers()['content-type']).toBe('image/png');
    }
  });

  test('after one visit the site opens offline, says so, and its pages still load', async ({
    page,
    context,
  }) => {
    await useEnglish(page);
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: 'Playdeck', level: 1 })).toBeVisible();
    // The worker installs, precaches the shell and takes control of the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
      }
    });
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);

    await context.setOffline(true);
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Playdeck', level: 1 })).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toContainText('You are offline');
    // A page never opened before comes from the precache too.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Promotion' })
      .click();
    await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  });
});
