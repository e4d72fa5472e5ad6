#!/usr/bin/env node
// Opt-in cloud visual review for teams with a Chromatic project. Snapshots every story in each
// skin x colour mode (parameters.chromatic.modes, set in .storybook/preview.tsx) at 390x844.
// Without CHROMATIC_PROJECT_TOKEN it explains how to enable it and exits 0, so it never breaks a
// local run or a CI without the secret. The offline suite (pnpm test:visual) needs neither.
import { spawnSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    [
      'Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set.',
      'To publish Storybook and review snapshots in Chromatic (needs network access):',
      '  1. create a project at https://www.chromatic.com and copy its project token;',
      '  2. CHROMATIC_PROJECT_TOKEN=<token> pnpm chromatic   (in CI: a secret with that name).',
      'Settings: chromatic.config.json. The offline checks need no token: pnpm test:visual.',
    ].join('\n'),
  );
  process.exit(0);
}

const result = spawnSync(
  'pnpm',
  ['exec', 'chromatic', '--config-file', 'chromatic.config.json', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: process.env },
);
if (result.error) console.error(`Could not start the Chromatic CLI: ${result.error.message}`);
process.exit(result.status ?? 1);
