#!/usr/bin/env node
// `pnpm bench`: builds the site, starts the reference server on its own port and prints one table:
// what each route loads before it is usable, Lighthouse (mobile) medians, the same routes loaded
// for real in Chromium on slow 4G with a 4x slower CPU, the animation cost of home, the game list
// with 1,000 tiles, and the server's throughput. Writes docs/benchmarks.md.
//
//   pnpm bench                                  everything (about 8 minutes on a quiet machine)
//   pnpm bench -- --only sizes,lighthouse       parts: sizes, lighthouse, throttled, animation, list, server
//   pnpm bench -- --no-build --runs 3           reuse apps/site/dist; 3 Lighthouse runs per route
//   pnpm bench -- --dist /tmp/site --no-write   another build folder; print only
//
// Environment: BENCH_PORT (default 4341), BENCH_SECONDS (server load per call, default 10),
// CHROME_PATH (default /usr/bin/chromium).
/* global window, document */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from 'playwright-core';
import { chromeArgs, chromeInstallHint, findChrome } from './chrome.mjs';
import { formatKb, loadConfig, measureBuild, sizeOf } from './budget.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const option = (name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const PARTS = ['sizes', 'lighthouse', 'throttled', 'animation', 'list', 'server'];
const only = option('--only')?.split(',') ?? PARTS;
const unknown = only.filter((p) => !PARTS.includes(p));
if (unknown.length) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${PARTS.join(', ')}.`);
  process.exit(2);
}
const runs = Number(option('--runs') ?? 5);
const port = Number(process.env.BENCH_PORT ?? 4341);
const base = `http://127.0.0.1:${port}`;
const config = loadConfig();
const distDir = resolve(root, option('--dist') ?? config.dist);
const chrome = findChrome();
if (!chrome) {
  console.error(chromeInstallHint());
  process.exit(1);
}

/** The routes of the size table, and the element whose arrival makes each usable. */
const ROUTES = [
  { name: 'home', path: '/m/home', usable: '#home-title' },
  { name: 'game list (slots)', path: '/m/slot-games', usable: 'main ul[aria-label="Slots"] > li' },
  { name: 'login', path: '/m/login', usable: 'main form button[type="submit"]' },
  {
    name: 'member centre',
    path: '/m/member/home',
    signedIn: true,
    usable: 'main [role="progressbar"]',
  },
];
const LIGHTHOUSE_ROUTES = ['/m/home', '/m/slot-games', '/m/login'];
const TARGETS = { score: 95, lcpMs: 2000, tbtMs: 100, cls: 0.01 };

const rows = [];
const row = (area, item, measure, value, target = '') =>
  rows.push({ area, item, measure, value, target });

function log(line) {
  process.stderr.write(`> ${line}\n`);
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status})`);
}

function build() {
  log(`building the site into ${distDir}`);
  run('pnpm', ['--filter', '@playdeck/tokens', 'build']);
  run('pnpm', [
    '--filter',
    '@playdeck/site',
    'exec',
    'vite',
    'build',
    '--outDir',
    distDir,
    '--emptyOutDir',
  ]);
}

/** The reference server on a fresh in-memory database, serving the build. */
async function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'apps', 'server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PLAYDECK_DB: ':memory:',
      PLAYDECK_SITE_DIR: distDir,
      PLAYDECK_LOG: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${output}`)), 60_000);
    const read = (chunk) => {
      output += chunk;
      if (/is running at/.test(output)) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) =>
      fail(new Error(`server exited (${code}) on port ${port}:\n${output}`)),
    );
  });
  return child;
}

function sessionFor(username) {
  const r = spawnSync('pnpm', ['exec', 'tsx', 'e2e/shell-session.ts', base, username], {
    cwd: root,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`could not sign in ${username}: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

async function newPage(browser) {
  const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  await context.addInitScript(() => localStorage.setItem('lang', 'EN'));
  return { context, page: await context.newPage() };
}

/**
 * JS and CSS the page requested before the route's main content arrived (the first animation
 * frame with its element), sized from the build as a server sends them (gzip and brotli).
 */
async function measureRoute(browser, route, session) {
  const { context, page } = await newPage(browser);
  if (session) {
    await page.goto(`${base}/m/help`);
    await page.evaluate(
      (s) => sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(s)),
      session,
    );
  }
  await page.goto(`${base}${route.path}`);
  const usableAt = await (
    await page.waitForFunction(
      (sel) => document.querySelector(sel) && performance.now(),
      route.usable,
      {
        polling: 'raf',
        timeout: 30_000,
      },
    )
  ).jsonValue();
  const before = await page.evaluate(
    (at) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= at)
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.startsWith('/assets/') && /\.(js|css)$/.test(p))
        .map((p) => p.slice(1)),
    usableAt,
  );
  await context.close();
  const sizes = [...new Set(before)].map((f) => sizeOf(distDir, f));
  const total = (ext, key) =>
    sizes.filter((s) => s.file.endsWith(ext)).reduce((t, s) => t + s[key], 0);
  return {
    jsGzip: total('.js', 'gzip'),
    jsBrotli: total('.js', 'brotli'),
    cssGzip: total('.css', 'gzip'),
    cssBrotli: total('.css', 'brotli'),
    files: sizes.length,
  };
}

async function sizes(browser) {
  const player = sessionFor('player00');
  const homeBudget = `<= ${config.homeInitialJsGzipKb} kB (target ${config.homeInitialJsTargetGzipKb})`;
  for (const route of ROUTES) {
    log(`sizes: ${route.path}`);
    const m = await measureRoute(browser, route, route.signedIn ? player : undefined);
    row(
      'requested before usable',
      route.name,
      'JS gzip / brotli',
      `${formatKb(m.jsGzip)} / ${formatKb(m.jsBrotli)}`,
    );
    row(
      'requested before usable',
      route.name,
      'CSS gzip / brotli',
      `${formatKb(m.cssGzip)} / ${formatKb(m.cssBrotli)}`,
      route.name === 'home' ? `<= ${config.initialCssGzipKb} kB` : '',
    );
  }
  const build = measureBuild(distDir, config.homeRoute, config.startupModules);
  row(
    'runs before usable',
    'home',
    'JS gzip / brotli (the budget: entry, home and their static imports)',
    `${formatKb(build.home.jsTotal.gzip)} / ${formatKb(build.home.jsTotal.brotli)}`,
    homeBudget,
  );
  row(
    'beside the first render',
    'every page',
    'JS gzip / brotli (API client and start-up calls, with import())',
    `${formatKb(build.startup.jsTotal.gzip)} / ${formatKb(build.startup.jsTotal.brotli)}`,
  );
  row('build', 'largest chunk', build.largest.file, `${formatKb(build.largest.gzip)} gzip`);
  row(
    'build',
    'all JavaScript',
    'gzip / brotli',
    `${formatKb(build.allJs.gzip)} / ${formatKb(build.allJs.brotli)}`,
  );
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

function lighthouseOnce(url) {
  const out = join(mkdtempSync(join(tmpdir(), 'bench-lh-')), 'report.json');
  try {
    run(
      join(root, 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=--headless=new ${chromeArgs.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const audit = (id) => report.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    rmSync(dirname(out), { recursive: true, force: true });
  }
}

/** Lighthouse now and then fails to record its trace (NO_NAVSTART); such a run is repeated once. */
function lighthouseWithRetry(url) {
  try {
    return lighthouseOnce(url);
  } catch (e) {
    log(`lighthouse failed (${e.message}); running it again`);
    return lighthouseOnce(url);
  }
}

function lighthouse() {
  for (const path of LIGHTHOUSE_ROUTES) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      log(`lighthouse ${path} run ${i + 1}/${runs}`);
      results.push(lighthouseWithRetry(`${base}${path}`));
    }
    const m = (key) => median(results.map((r) => r[key]));
    const item = `${path} (median of ${runs})`;
    row('Lighthouse mobile', item, 'performance score', String(m('score')), `>= ${TARGETS.score}`);
    row('Lighthouse mobile', item, 'FCP', `${(m('fcp') / 1000).toFixed(2)} s`);
    row('Lighthouse mobile', item, 'LCP', `${(m('lcp') / 1000).toFixed(2)} s`, '<= 2.0 s');
    row('Lighthouse mobile', item, 'TBT', `${Math.round(m('tbt'))} ms`, `<= ${TARGETS.tbtMs} ms`);
    row('Lighthouse mobile', item, 'CLS', m('cls').toFixed(3), `<= ${TARGETS.cls}`);
  }
}

/** Lighthouse's phone: slow 4G (1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip), 4x CPU. */
const SLOW_4G = { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const CPU_SLOWDOWN = 4;

/**
 * One real load of a route with the network and CPU throttled in Chromium itself (not
 * Lighthouse's simulation): first paint, largest paint, and when the route's main content showed.
 */
async function throttledLoad(browser, route) {
  const { context, page } = await newPage(browser);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    window.__largestPaint = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__largestPaint = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${base}${route.path}`);
  const shownAt = await (
    await page.waitForFunction(
      (sel) => document.querySelector(sel) && performance.now(),
      route.usable,
      { polling: 'raf', timeout: 60_000 },
    )
  ).jsonValue();
  // The largest paint settles once the page stops drawing new content.
  await page.waitForTimeout(3000);
  const paints = await page.evaluate(() => ({
    first: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    largest: window.__largestPaint,
  }));
  await context.close();
  return { fcp: paints.first, lcp: paints.largest, shown: shownAt };
}

async function throttled(browser) {
  const throttledRuns = Math.min(runs, 3);
  for (const route of ROUTES.filter((r) => LIGHTHOUSE_ROUTES.includes(r.path))) {
    const results = [];
    for (let i = 0; i < throttledRuns; i++) {
      log(`throttled ${route.path} run ${i + 1}/${throttledRuns}`);
      results.push(await throttledLoad(browser, route));
    }
    const s = (key) => `${(median(results.map((r) => r[key])) / 1000).toFixed(2)} s`;
    row(
      'real load, slow 4G + 4x CPU',
      `${route.path} (median of ${throttledRuns})`,
      'first paint / largest paint / main content shown',
      `${s('fcp')} / ${s('lcp')} / ${s('shown')}`,
    );
  }
}

/** Counts React commits through the devtools hook React looks for when it starts. */
function countCommits() {
  let commits = 0;
  window.__benchCommits = () => commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: () => {
      commits += 1;
    },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onScheduleFiberRoot: () => {},
    checkDCE: () => {},
  };
}

async function taskSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
}

async function animation(browser) {
  log('animation: home with the jackpot and ticker running, 10 s');
  const { context, page } = await newPage(browser);
  await context.addInitScript(countCommits);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${base}/m/home`);
  await page
    .getByRole('region', { name: 'Jackpot', exact: true })
    .getByRole('button', { name: 'Pause the jackpot' })
    .waitFor({ timeout: 30_000 });
  await page.waitForTimeout(2000);
  const task0 = await taskSeconds(cdp);
  const commits0 = await page.evaluate(() => window.__benchCommits());
  const started = Date.now();
  await page.waitForTimeout(10_000);
  const seconds = (Date.now() - started) / 1000;
  const task1 = await taskSeconds(cdp);
  const commits1 = await page.evaluate(() => window.__benchCommits());
  await context.close();
  row(
    'animation (home, 10 s)',
    'jackpot + ticker running',
    'main-thread busy',
    `${Math.round(((task1 - task0) * 1000) / seconds)} ms per s`,
  );
  row(
    'animation (home, 10 s)',
    'jackpot + ticker running',
    'React commits',
    `${commits1 - commits0} in ${seconds.toFixed(1)} s`,
    'none per frame',
  );
}

/**
 * The game list's answers stretched to 1,200 games, in the browser only: pages past the
 * server's last repeat its games under new ids, so the list can grow to 1,000 tiles.
 */
async function stretchGameList(page, total = 1200) {
  await page.route('**/wps/relay/GCSGAME_gameList?*', async (route) => {
    const url = new URL(route.request().url());
    const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 24);
    const first = await route.fetch({ url: url.toString().replace(/pageNo=\d+/, 'pageNo=1') });
    const body = await first.json();
    const realPages = Math.max(1, body.value.totalPages);
    const source = new URL(url);
    source.searchParams.set('pageNo', String(((pageNo - 1) % realPages) + 1));
    const real = await (await route.fetch({ url: source.toString() })).json();
    const round = Math.floor((pageNo - 1) / realPages);
    real.value.games = real.value.games.map((g) => ({
      ...g,
      gameId: g.gameId + round * 100_000,
      nodeId: `${g.nodeId}-${round}`,
      gameCode: `${g.gameCode}_${round}`,
    }));
    real.value.pageNum = pageNo;
    real.value.totalCount = total;
    real.value.totalPages = Math.ceil(total / pageSize);
    await route.fulfill({ response: first, json: real });
  });
}

/** Main-thread tasks and dropped frames in a Chromium trace. */
function readTrace(buffer) {
  const events = JSON.parse(buffer.toString('utf8')).traceEvents ?? [];
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' && e.ph === 'X' && (!main || (e.pid === main.pid && e.tid === main.tid)),
  );
  const longestMs = tasks.reduce((m, e) => Math.max(m, (e.dur ?? 0) / 1000), 0);
  const frames = events.filter((e) => e.name === 'PipelineReporter' && e.ph === 'b');
  const state = (e) => (e.args?.frame_reporter ?? e.args?.chrome_frame_reporter)?.state;
  const dropped = frames.filter((e) => state(e) === 'STATE_DROPPED').length;
  const presented = frames.filter((e) => /PRESENTED/.test(state(e) ?? '')).length;
  return { longestMs, dropped, presented };
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'benchmark',
  'toplevel',
];

async function list(browser) {
  log('game list: paging with More to 1,000 tiles');
  const { context, page } = await newPage(browser);
  await stretchGameList(page);
  await page.goto(`${base}/m/slot-games`);
  const tiles = page.getByRole('list', { name: 'Slots', exact: true }).getByRole('listitem');
  const more = page.getByRole('button', { name: 'More games' });
  await tiles.first().waitFor({ timeout: 30_000 });
  let count = await tiles.count();
  let longest = 0;
  let lastAppend = 0;
  while (count < 1000) {
    const traced = count + 24 >= 1000 || count < 30;
    // Found before the trace starts: resolving a button by role walks the names of every tile
    // button, a long task of Playwright's own that would be counted as the page's.
    const button = await more.elementHandle({ timeout: 30_000 });
    if (traced) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await button.evaluate((b) => b.click());
    await page.waitForFunction(
      ([n]) =>
        document.querySelectorAll('main [aria-label="Slots"] > li, main ul[aria-label="Slots"] li')
          .length > n,
      [count],
      { timeout: 30_000 },
    );
    await page.waitForTimeout(300);
    await button.dispose();
    if (traced) {
      const t = readTrace(await browser.stopTracing());
      longest = Math.max(longest, t.longestMs);
      lastAppend = t.longestMs;
    }
    count = await tiles.count();
  }
  log(`game list: ${count} tiles; scrolling`);
  await page.mouse.move(200, 400);
  await page.evaluate(() => window.scrollTo(0, 0));
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  for (let i = 0; i < 60; i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(50);
  }
  const scroll = readTrace(await browser.stopTracing());
  await context.close();
  row(
    'game list, 1,000 tiles',
    `${count} tiles`,
    'longest task as More appends a page',
    `${Math.round(lastAppend)} ms (largest seen ${Math.round(longest)} ms)`,
  );
  row(
    'game list, 1,000 tiles',
    'scrolling 36,000 px in 60 steps',
    'dropped frames',
    `${scroll.dropped} of ${scroll.dropped + scroll.presented}`,
  );
}

function server() {
  const seconds = process.env.BENCH_SECONDS ?? '10';
  log(`server: autocannon ${seconds} s per call`);
  const r = spawnSync(process.execPath, ['apps/server/bench/load.mjs'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, BENCH_SECONDS: seconds },
  });
  if (r.status !== 0) throw new Error(`apps/server/bench/load.mjs failed:\n${r.stderr}`);
  const figures = JSON.parse(r.stdout.trim().split('\n').pop());
  for (const f of figures) {
    if (!/game list \(RNG|announcements/.test(f.call)) continue;
    row(
      `server (loopback, ${seconds} s, 10 connections)`,
      f.call,
      'requests/s, p99',
      f.skipped ? `skipped: ${f.skipped}` : `${f.requestsPerSecond} req/s, p99 ${f.p99Ms} ms`,
    );
  }
}

function table() {
  const head = ['area', 'item', 'measure', 'value', 'target'];
  return [
    `| ${head.join(' | ')} |`,
    '|---|---|---|---:|---|',
    ...rows.map((r) => `| ${r.area} | ${r.item} | ${r.measure} | ${r.value} | ${r.target} |`),
  ].join('\n');
}

function commit() {
  const sha = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: root,
    encoding: 'utf8',
  });
  return `${sha.stdout.trim()}${dirty.stdout.trim() ? ' (with uncommitted changes)' : ''}`;
}

function chromeVersion() {
  const r = spawnSync(chrome, ['--version'], { encoding: 'utf8' });
  return r.stdout?.trim().split('\n').pop() ?? 'unknown';
}

function writeDoc(startLoad, endLoad) {
  const date = new Date().toISOString().replace('T', ' ').slice(0, 16);
  const fmt = (l) => l.map((v) => v.toFixed(2)).join(', ');
  const text = `# Benchmarks

Written by \`pnpm bench\` (scripts/bench.mjs); run it again to refresh. Parts run: ${only.join(', ')}.

- Date: ${date} UTC; commit ${commit()}
- Machine: ${cpus().length} cores, shared with other work; load average (1, 5, 15 min) ${fmt(startLoad)} at the start and ${fmt(endLoad)} at the end. Timings (Lighthouse, tasks, frames, requests/s) move with that load: compare runs on a quiet machine. Sizes do not move.
- Browser: ${chromeVersion()}, headless; Lighthouse 12.8 mobile profile (simulated slow 4G, 4x CPU slowdown). Node ${process.version}.
- What the figures mean and what would improve them: docs/decisions/050-performance-budgets.md.
- Real load: the same Chromium with its network (1.6 Mbit/s, 150 ms round trip) and CPU (4x) throttled through the DevTools protocol, English; Lighthouse's figures come from a simulation of that profile instead.
- Requested before usable: JS and CSS the page requested until its main content showed (Chromium, Pixel 7 viewport, English), sized from the build as a server would send them: preloads, chunks started by the first render and the EN catalogue included. Runs before usable: what the budget counts (pnpm test:budget), the code that must run before home can render; the start-up chunks load with import() beside the first render on every page. Game list with 1,000 tiles: the list's answers are stretched in the browser (pages past the server's 415 slots repeat them under new ids).

${table()}
`;
  const file = join(root, 'docs', 'benchmarks.md');
  writeFileSync(file, text);
  spawnSync('pnpm', ['exec', 'prettier', '--write', file], { cwd: root, stdio: 'ignore' });
  log('wrote docs/benchmarks.md');
}

const startLoad = loadavg();
let serverProcess;
let browser;
try {
  if (!flag('--no-build')) build();
  if (only.some((p) => p !== 'server')) {
    serverProcess = await startServer();
    browser = await chromium.launch({ executablePath: chrome, args: chromeArgs });
  }
  if (only.includes('sizes')) await sizes(browser);
  if (only.includes('lighthouse')) lighthouse();
  if (only.includes('throttled')) await throttled(browser);
  if (only.includes('animation')) await animation(browser);
  if (only.includes('list')) await list(browser);
  await browser?.close();
  browser = undefined;
  serverProcess?.kill('SIGTERM');
  serverProcess = undefined;
  if (only.includes('server')) server();
  console.log(table());
  if (!flag('--no-write')) writeDoc(startLoad, loadavg());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  serverProcess?.kill('SIGTERM');
}
