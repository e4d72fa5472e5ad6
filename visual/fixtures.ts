// One phone-sized browser page per worker, reused for every story it checks: each story still
// gets a fresh document (a reload), but the HTTP and code caches stay warm, which makes a visit
// several times cheaper than a new browser context per test.
import { test as base, type Page } from '@playwright/test';
import { freezeCss, phone, prepareDocument } from './story-page';
import { storybookURL, type Check } from './stories';

export interface StorybookPage {
  page: Page;
  /** Requests to other hosts refused since the last call (stories must use bundled assets). */
  takeExternalRequests(): string[];
  /** Uncaught page errors and failed requests for the Storybook's own files since the last call. */
  takeProblems(): string[];
}

export const test = base.extend<{ checks: Check[] }, { storybook: StorybookPage }>({
  checks: [['screenshot', 'axe'], { option: true }],
  storybook: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: storybookURL,
        viewport: phone,
        screen: phone,
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        locale: 'en-PH',
        timezoneId: 'Asia/Manila',
        // Storybook pauses CSS animations at their end state instead of waiting for them.
        userAgent:
          'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36 StorybookTestRunner',
      });
      let external: string[] = [];
      const origin = new URL(storybookURL).origin;
      await context.route(
        (url) => url.origin !== origin && url.protocol.startsWith('http'),
        (route) => {
          external.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      await context.addInitScript(prepareDocument, { css: freezeCss });
      const page = await context.newPage();
      // VISUAL_CPU=4 slows the page's CPU that many times: a busy CI machine, reproduced here.
      const slowdown = Number(process.env.VISUAL_CPU ?? 1);
      if (slowdown > 1) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      }
      let problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => {
        if (new URL(request.url()).origin === origin)
          problems.push(`failed to load ${request.url()}: ${request.failure()?.errorText ?? ''}`);
      });
      await use({
        page,
        takeExternalRequests: () => {
          const taken = external;
          external = [];
          return taken;
        },
        takeProblems: () => {
          const taken = problems;
          problems = [];
          return taken;
        },
      });
      await context.close();
    },
    { scope: 'worker' },
  ],
});
export { expect } from '@playwright/test';
