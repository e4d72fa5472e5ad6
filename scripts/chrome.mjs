// One place that knows where the system Chromium is and how it must be launched on these
// machines (root, closed network). Used by Playwright, Lighthouse and the test runner.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export function findChrome() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const c of candidates) if (c && existsSync(c)) return c;
  const which = spawnSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
    encoding: 'utf8',
  });
  const found = which.stdout?.trim();
  return found && existsSync(found) ? found : null;
}

export function chromeInstallHint() {
  return [
    'No Chromium found for the browser tests.',
    '  Debian/Ubuntu: sudo apt-get install -y chromium',
    '  or point CHROME_PATH at a Chromium or Chrome binary: CHROME_PATH=/path/to/chrome npm test',
  ].join('\n');
}

/** Flags the browser needs here: no sandbox as root, no background traffic on a closed network. */
export const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
