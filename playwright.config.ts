import { defineConfig, devices } from '@playwright/test';
import { chromeArgs, chromeInstallHint, findChrome } from './scripts/chrome.mjs';

const chrome = findChrome();
if (!chrome) throw new Error(chromeInstallHint());

const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  retries: 0,
  workers: 1,
  use: {
    baseURL,
    launchOptions: { executablePath: chrome, args: chromeArgs },
    ...devices['Pixel 7'],
    browserName: 'chromium',
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'e2e', testDir: './e2e' }],
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
