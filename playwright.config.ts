import { defineConfig, devices } from '@playwright/test';
import { chromeArgs, chromeInstallHint, findChrome } from './scripts/chrome.mjs';

const chrome = findChrome();
if (!chrome) throw new Error(chromeInstallHint());

const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * `npm test` runs the suite in two groups at once, each with its own server (scripts/run.mjs):
 * `second` holds the specs listed here, `main` the rest; no group runs everything.
 */
const SECOND_GROUP = [
  'navigation-journeys.spec.ts',
  'games-list.spec.ts',
  'layout-stability.spec.ts',
];
const group = process.env.E2E_GROUP;
const second = SECOND_GROUP.map((file) => `**/${file}`);
const groupFiles =
  group === 'second' ? { testMatch: second } : group === 'main' ? { testIgnore: second } : {};
const outputSuffix = group ? `-${group}` : '';

export default defineConfig({
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: `test-results${outputSuffix}`,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: `playwright-report${outputSuffix}` }]]
    : [['list']],
  retries: 0,
  workers: 1,
  use: {
    baseURL,
    launchOptions: { executablePath: chrome, args: chromeArgs },
    ...devices['Pixel 7'],
    browserName: 'chromium',
    // `npm test` turns traces off (E2E_TRACE=off, about 8 % of the suite's time); a run of its own
    // keeps one for each failure.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
  },
  projects: [{ name: 'e2e', testDir: './e2e', ...groupFiles }],
  webServer: {
    // As `npm start` runs it (no install, no build): the server stops with the run, even when the
    // run itself is killed (scripts/run.mjs).
    command: 'node scripts/run.mjs serve',
    url: `${baseURL}/wps/system/status`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      PLAYDECK_DB: ':memory:',
      PLAYDECK_DEV_ADMIN: '1',
    },
  },
});
