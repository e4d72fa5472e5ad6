// Browser checks over every Storybook story (see docs/decisions/020-visual-regression.md).
// Separate from playwright.config.ts so the e2e project's server never starts for these and the
// static Storybook server never starts for e2e.
import { defineConfig } from '@playwright/test';
import { chromeArgs, chromeInstallHint, findChrome } from './scripts/chrome.mjs';
import { storybookPort, storybookURL, type Check } from './visual/stories';

const chrome = findChrome();
if (!chrome) throw new Error(chromeInstallHint());

export default defineConfig<{ checks: Check[] }>({
  testDir: './visual',
  testMatch: 'stories.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: './visual-report/results',
  timeout: 120_000,
  fullyParallel: true,
  workers: Number(process.env.VISUAL_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['dot'],
    ['html', { open: 'never', outputFolder: 'visual-report/html' }],
    ['./visual/report-path.ts', { outputFolder: 'visual-report/html' }],
  ],
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.001,
      threshold: 0.01,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  // The page itself (phone viewport, locale, clock) is set up in visual/fixtures.ts.
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chrome, args: chromeArgs },
    trace: 'off',
    screenshot: 'off',
  },
  projects: [
    { name: 'visual', use: { checks: ['screenshot'] } },
    { name: 'a11y', use: { checks: ['axe'] } },
    { name: 'stories', use: { checks: ['screenshot', 'axe'] } },
  ],
  webServer: {
    command: `node visual/serve.mjs ${storybookPort}`,
    url: `${storybookURL}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    // The server exits when this run does, even if the run is killed.
    env: { ...process.env, VISUAL_RUNNER_PID: String(process.pid) } as Record<string, string>,
  },
});
