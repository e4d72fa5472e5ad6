#!/usr/bin/env node
// The README's two commands land here: `npm start` and `npm test` (`serve` starts the server on
// the build and install you have, without installing or building first).
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
  unit: () => pnpmRun('test:unit'),
  build: () => pnpmRun('build'),
  // Size budgets of the build just made (scripts/budget.mjs, limits in scripts/budget.config.json).
  budget: () => pnpmRun('test:budget'),
  'build-storybook': () => pnpmRun('build-storybook'),
};

/** A suite that streams its output while another runs beside it. */
function pnpmRunAsync(script, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', script], {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: 'inherit',
    });
    child.on('close', (code) => resolve(code === 0));
  });
}

/** The end of each failed suite's output, printed again just before the summary. */
const failureTails = [];
/** Lines of a failed suite's output repeated at the end: Playwright's failure report and more. */
const FAILURE_TAIL_LINES = 150;

/**
 * A suite run beside another: its output is kept and printed whole when it ends; if it fails,
 * its end is printed again just before the summary (the other lane's output may bury it).
 */
function pnpmRunQuietly(script, extraEnv = {}, title = script, beside = 'ran beside e2e') {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', script], {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    child.on('close', (code) => {
      const output = Buffer.concat(chunks).toString('utf8');
      process.stdout.write(`\n----- ${title} (${beside}) -----\n${output}`);
      if (code !== 0) {
        const tail = output.trimEnd().split('\n').slice(-FAILURE_TAIL_LINES).join('\n');
        failureTails.push(`----- ${title} failed; the end of its output -----\n${tail}`);
      }
      resolve(code === 0);
    });
  });
}

/** Runs a suite, timed; `run` answers whether it passed. */
async function timed(name, run) {
  const started = Date.now();
  const ok = await run();
  return { name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

async function runTests() {
  const chrome = findChrome();
  if (!chrome) {
    console.error(chromeInstallHint());
    process.exit(1);
  }
  env.CHROME_PATH = chrome;
  // Type checking and lint side by side (each leaves a core mostly idle), then the rest in turn.
  const results = await Promise.all([
    timed('typecheck', () => pnpmRunAsync('typecheck')),
    timed('lint', () => pnpmRunQuietly('lint', {}, 'lint', 'ran beside typecheck')),
  ]);
  for (const name of ['unit', 'build', 'budget', 'build-storybook']) {
    const needs = { budget: 'build' }[name];
    const neededFailed = results.some((r) => r.name === needs && !r.ok);
    results.push(await timed(name, async () => (neededFailed ? false : steps[name]())));
  }
  const failedStep = (name) => results.some((r) => r.name === name && !r.ok);
  // Two lanes: the end-to-end tests (one worker, mostly waiting on the site and server) in one; the
  // screenshot suites and the e2e's second group (playwright.config.ts, E2E_GROUP) in the other.
  // Each browser suite has its own server and port. Unit tests run before, alone: beside e2e they
  // took 414 s instead of 192 and made the run longer.
  const e2eGroup = (group, port, run) => async () =>
    !failedStep('build') &&
    run('test:e2e', { E2E_GROUP: group, E2E_PORT: port, E2E_TRACE: 'off' }, `e2e ${group}`);
  const [e2e, lane] = await Promise.all([
    timed('e2e', e2eGroup('main', '4310', pnpmRunAsync)),
    (async () => [
      await timed('visual+a11y', async () =>
        failedStep('build-storybook') ? false : pnpmRunQuietly('test:visual'),
      ),
      await timed('pages', () => pnpmRunQuietly('test:pages')),
      await timed('e2e second group', e2eGroup('second', '4311', pnpmRunQuietly)),
    ])(),
  ]);
  results.push(...lane, e2e);
  if (failureTails.length) console.log(`\n${failureTails.join('\n\n')}`);
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
  serve();
}

/** The parent of a process (Linux /proc), or null where that cannot be read. */
function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) || null;
  } catch {
    return null;
  }
}

/**
 * The reference server serving the build. Started as a direct child (not through pnpm and tsx's
 * CLI, which left it running when they were killed) with an IPC channel: the server stops when
 * that channel closes, however this launcher ended (even `kill -9`). Ctrl-C and kill signals are
 * passed on, and if this launcher's parent (or the shell's parent above it) is killed outright it
 * notices the re-parenting and stops the server too.
 */
function serve() {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'apps', 'server'),
    env,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  const stop = (sig) => {
    if (server.exitCode === null && server.signalCode === null) server.kill(sig);
  };
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => stop(sig));
  // npm and Playwright start this through `sh -c`, which lives on when they are killed outright:
  // watch the grandparent too (where /proc tells it).
  const lineage = () => [process.ppid, parentOf(process.ppid)].join(' ');
  const started = lineage();
  const orphaned = setInterval(() => {
    if (lineage() !== started) stop('SIGTERM');
  }, 1000);
  server.on('exit', (code, signal) => {
    clearInterval(orphaned);
    process.exit(code ?? (signal ? 1 : 0));
  });
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
if (command !== 'serve') install();
if (command === 'start') start();
else if (command === 'serve') serve();
else if (command === 'test') void runTests();
else if (command === 'dev') dev();
else if (command === 'install') process.exit(0);
else {
  console.error('usage: node scripts/run.mjs start|serve|test|dev|install');
  process.exit(2);
}
