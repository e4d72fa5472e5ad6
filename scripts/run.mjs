#!/usr/bin/env node
// The README's two commands land here: `npm start` and `npm test`.
// Needs only Node >= 20.19 and npm: it fetches the pinned pnpm, installs the workspace,
// then starts the site or runs every suite. No dependencies of its own.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChrome, chromeInstallHint } from './chrome.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split(
  '@',
)[1];
const toolsBin = join(root, '.tools', 'node_modules', '.bin');
const env = { ...process.env, PATH: `${toolsBin}${delimiter}${process.env.PATH}` };

function sh(cmd, args, opts = {}) {
  return spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit', ...opts });
}

function pnpmVersion() {
  const r = spawnSync('pnpm', ['--version'], { env, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

function ensurePnpm() {
  if (pnpmVersion() === pinned) return;
  console.log(`> installing pnpm ${pinned} into .tools/`);
  const r = sh('npm', [
    'install',
    '--prefix',
    join(root, '.tools'),
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `pnpm@${pinned}`,
  ]);
  if (r.status !== 0 || pnpmVersion() !== pinned) {
    console.error(`Could not install pnpm ${pinned} with npm.`);
    process.exit(1);
  }
}

function install() {
  ensurePnpm();
  const r = sh('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent']);
  if (r.status !== 0) {
    console.error('pnpm install failed.');
    process.exit(r.status ?? 1);
  }
}

function pnpmRun(script, extra = []) {
  return sh('pnpm', ['run', script, ...extra]).status === 0;
}

const steps = {
  typecheck: () => pnpmRun('typecheck'),
  lint: () => pnpmRun('lint'),
  unit: () => pnpmRun('test:unit'),
  build: () => pnpmRun('build'),
  // Size budgets of the build just made (scripts/budget.mjs, limits in scripts/budget.config.json).
  budget: () => pnpmRun('test:budget'),
  'build-storybook': () => pnpmRun('build-storybook'),
  // Screenshots + axe over every story in every skin and mode (visual/run.mjs).
  'visual+a11y': () => pnpmRun('test:visual'),
  e2e: () => pnpmRun('test:e2e'),
};

function runTests() {
  const chrome = findChrome();
  if (!chrome) {
    console.error(chromeInstallHint());
    process.exit(1);
  }
  env.CHROME_PATH = chrome;
  const order = [
    'typecheck',
    'lint',
    'unit',
    'build',
    'budget',
    'build-storybook',
    'visual+a11y',
    'e2e',
  ];
  const results = [];
  for (const name of order) {
    const started = Date.now();
    const needs = { e2e: 'build', budget: 'build', 'visual+a11y': 'build-storybook' }[name];
    const neededFailed = results.some((r) => r.name === needs && !r.ok);
    const ok = neededFailed ? false : steps[name]();
    results.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  }
  console.log('\nsuite              result   seconds');
  for (const r of results) {
    console.log(`${r.name.padEnd(18)} ${(r.ok ? 'pass' : 'FAIL').padEnd(8)} ${r.seconds}`);
  }
  const failed = results.filter((r) => !r.ok).length;
  console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

function start() {
  if (!pnpmRun('build')) process.exit(1);
  const server = spawn('pnpm', ['--filter', '@playdeck/server', 'start'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
  server.on('exit', (code) => process.exit(code ?? 0));
}

function dev() {
  const child = spawn(
    'pnpm',
    ['--parallel', '--filter', '@playdeck/server', '--filter', '@playdeck/site', 'dev'],
    { cwd: root, env, stdio: 'inherit' },
  );
  child.on('exit', (code) => process.exit(code ?? 0));
}

const command = process.argv[2];
if (!existsSync(join(root, 'pnpm-lock.yaml'))) {
  console.error('pnpm-lock.yaml is missing: run from a full clone of the repository.');
  process.exit(1);
}
install();
if (command === 'start') start();
else if (command === 'test') runTests();
else if (command === 'dev') dev();
else if (command === 'install') process.exit(0);
else {
  console.error('usage: node scripts/run.mjs start|test|dev|install');
  process.exit(2);
}
