// The page screenshots (visual/pages, decision 020): every route of the site, from a build that
// serves every skin by host name, against its own reference server with a fixed clock and fresh
// data. Separate from the e2e run, whose tests change the data as they go.
import { defineConfig } from '@playwright/test';
import { chromeArgs, chromeInstallHint, findChrome } from './scripts/chrome.mjs';

const chrome = findChrome();
if (!chrome) throw new Error(chromeInstallHint());

const port = Number(process.env.PAGES_PORT ?? 4320);
/** The instant the server's clock starts at, and the pages' frozen "now". */
const now = process.env.PAGES_NOW ?? '2026-11-20T10:00:00+08:00';
process.env.PAGES_NOW = now;
process.env.PAGES_PORT = String(port);

export default defineConfig({
  testDir: './visual/pages',
  testMatch: 'pages.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: './visual-report/pages-results',
  globalSetup: './visual/pages/setup.ts',
  timeout: 180_000,
  fullyParallel: true,
  workers: Number(process.env.PAGES_WORKERS ?? 2),
  retries: 0,
  reporter: [['dot'], ['html', { open: 'never', outputFolder: 'visual-report/pages-html' }]],
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.002,
      threshold: 0.02,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // Each skin on <skin>.localhost, all answered by the one server on loopback.
    launchOptions: {
      executablePath: chrome,
      args: [...chromeArgs, '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
    },
    trace: 'off',
    screenshot: 'off',
  },
  webServer: {
    command: 'pnpm --filter @playdeck/server start',
    url: `http://127.0.0.1:${port}/wps/system/status`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      PLAYDECK_DB: ':memory:',
      PLAYDECK_DEV_ADMIN: '1',
      PLAYDECK_CLOCK_START: now,
      // The server's time stands still with the pages' own: the one-minute lottery's draw (and the
      // popular list ranked by it) and every countdown are the same however long the suite runs.
      PLAYDECK_CLOCK_FROZEN: '1',
      PLAYDECK_SITE_DIR: new URL('./apps/site/dist-pages', import.meta.url).pathname,
    },
  },
});
