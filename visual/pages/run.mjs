#!/usr/bin/env node
// The page screenshots (decision 020), part of `npm test`:
//   node visual/pages/run.mjs            build the site for every skin, then check every page
//   node visual/pages/run.mjs --update   rewrite the baselines after an intended change, and
//                                        delete baselines of screens that no longer exist
// Other arguments go to Playwright (e.g. -g member-centre).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const update = args.includes('--update');
const rest = args.filter((a) => a !== '--update');

// Every skin folder, each served on <skin>.localhost by one build (runtime skins, decision 060).
const skins = readdirSync(join(root, 'tokens', 'src', 'skins'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort((a, b) => (a === 'aurum' ? -1 : b === 'aurum' ? 1 : a.localeCompare(b)));

function run(cmd, cmdArgs, env = process.env) {
  return spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env }).status ?? 1;
}

const outDir = join(root, 'apps', 'site', 'dist-pages');
rmSync(outDir, { recursive: true, force: true });
const built = run(
  'pnpm',
  [
    '--filter',
    '@playdeck/site',
    'exec',
    'vite',
    'build',
    '--outDir',
    outDir,
    '--logLevel',
    'error',
  ],
  {
    ...process.env,
    PLAYDECK_SKINS: skins.join(','),
    PLAYDECK_SKIN_HOSTS: skins.map((s) => `${s}.localhost=${s}`).join(','),
  },
);
if (built !== 0 || !existsSync(join(outDir, 'index.html'))) {
  console.error('The site build for the page screenshots failed.');
  process.exit(1);
}

const status = run('pnpm', [
  'exec',
  'playwright',
  'test',
  '--config',
  'playwright.pages.config.ts',
  ...(update ? ['--update-snapshots=all'] : []),
  ...rest,
]);
process.exit(status);
