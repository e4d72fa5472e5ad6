#!/usr/bin/env node
// `pnpm bench`: builds the site, starts the reference server on its own port and prints one table:
// what each route loads before it is usable, Lighthouse (mobile) medians, the same routes loaded
// for real in Chromium on slow 4G with a 4x slower CPU, the time from an input to the next paint
// (INP) of the main interactions at 4x CPU, the animation cost of home, the game list with 1,000
// tiles, and the server's throughput. Writes docs/benchmarks.md.
//
//   pnpm bench                                  everything (about 14 minutes on a quiet machine)
//   pnpm bench -- --only sizes,lighthouse       parts: sizes, lighthouse, throttled, inp, animation, list, server
//   pnpm bench -- --no-build --runs 3           reuse apps/site/dist; 3 Lighthouse runs per route
//   pnpm bench -- --dist /tmp/site --no-write   another build folder; print only
//   pnpm bench -- --only inp --interaction menu  only the INP interactions whose name has "menu"
//
// Environment: BENCH_PORT (default 4341), BENCH_SECONDS (server load per call, default 10),
// CHROME_PATH (default /usr/bin/chromium).
/* global window, document, requestAnimationFrame */
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
const PARTS = ['sizes', 'lighthouse', 'throttled', 'inp', 'animation', 'list', 'server'];
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
const TARGETS = { score: 95, lcpMs: 2000, tbtMs: 100, cls: 0.01, realLcpMs: 1800, inpMs: 100 };

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
      // For POST /__dev/games: the game list of 1,000 games (list()). Fresh in-memory database.
      PLAYDECK_DEV_ADMIN: '1',
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
    );
  }
  const build = measureBuild(distDir, config);
  for (const route of build.routes) {
    row(
      'the budget, before usable',
      `${route.name} (${route.path})`,
      'JS gzip / brotli (TY, from the build graph: pnpm test:budget)',
      `${formatKb(route.jsTotal.gzip)} / ${formatKb(route.jsTotal.brotli)}`,
      `<= ${config.routeJsGzipKb} kB (target ${config.routeJsTargetGzipKb})`,
    );
    row(
      'the budget, before usable',
      `${route.name} (${route.path})`,
      'CSS gzip / brotli',
      `${formatKb(route.cssTotal.gzip)} / ${formatKb(route.cssTotal.brotli)}`,
      `<= ${config.initialCssGzipKb} kB`,
    );
  }
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
async function throttledLoad(browser, route, traced = false) {
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
  if (traced) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(`${base}${route.path}`);
  const shownAt = await (
    await page.waitForFunction(
      (sel) => document.querySelector(sel) && performance.now(),
      route.usable,
      { polling: 'raf', timeout: 60_000 },
    )
  ).jsonValue();
  if (traced) {
    const tasks = longTasks(await browser.stopTracing(), 3);
    await context.close();
    return { tasks };
  }
  // The largest paint settles once the page stops drawing new content.
  await page.waitForTimeout(3000);
  const paints = await page.evaluate(() => ({
    first: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    largest: window.__largestPaint,
  }));
  await context.close();
  return { fcp: paints.first, lcp: paints.largest, shown: shownAt };
}

/** "median (min to max)" of a list of milliseconds, in ms or s. */
function spread(values, unit = 'ms') {
  const f = (v) => (unit === 's' ? (v / 1000).toFixed(2) : String(Math.round(v)));
  return `${f(median(values))} ${unit} (${f(Math.min(...values))} to ${f(Math.max(...values))})`;
}

const verdict = (value, limit) => (value <= limit ? 'met' : 'missed');

async function throttled(browser) {
  for (const route of ROUTES.filter((r) => LIGHTHOUSE_ROUTES.includes(r.path))) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      log(`throttled ${route.path} run ${i + 1}/${runs}`);
      results.push(await throttledLoad(browser, route));
    }
    const s = (key) => `${(median(results.map((r) => r[key])) / 1000).toFixed(2)} s`;
    const item = `${route.path} (median of ${runs})`;
    row(
      'real load, slow 4G + 4x CPU',
      item,
      'first paint / largest paint / main content shown',
      `${s('fcp')} / ${s('lcp')} / ${s('shown')}`,
    );
    const lcp = results.map((r) => r.lcp);
    row(
      'real load, slow 4G + 4x CPU',
      item,
      `main content time, LCP: median (range); ${verdict(median(lcp), TARGETS.realLcpMs)}`,
      spread(lcp, 's'),
      `<= ${(TARGETS.realLcpMs / 1000).toFixed(1)} s`,
    );
    const shown = results.map((r) => r.shown);
    row(
      'real load, slow 4G + 4x CPU',
      item,
      `main content shown: median (range); ${verdict(median(shown), TARGETS.realLcpMs)}`,
      spread(shown, 's'),
      `<= ${(TARGETS.realLcpMs / 1000).toFixed(1)} s`,
    );
    if (Math.max(median(lcp), median(shown)) > TARGETS.realLcpMs) {
      log(`throttled ${route.path}: tracing one more load for its longest tasks`);
      row(
        'real load, slow 4G + 4x CPU',
        `${route.path} (a traced load)`,
        'longest main-thread tasks until the main content showed',
        (await throttledLoad(browser, route, true)).tasks || 'none over 16 ms',
      );
    }
  }
}

/**
 * Event Timing (PerformanceObserver type "event", durationThreshold 16): each interaction's
 * entries, so the time from an input to the next paint can be read after it.
 */
function observeInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      window.__interactions.push({
        id: e.interactionId,
        name: e.name,
        start: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * The slowest interaction after `since`: its latency (input to next paint, the longest of its
 * events' durations, which Event Timing rounds to 8 ms) and where the time went: the input's wait
 * for the main thread, the event handlers, and the rest until the paint (rendering work scheduled
 * by the handlers, style, layout, paint). No entry means every interaction painted within 16 ms.
 */
async function slowestInteraction(page, since) {
  // Entries arrive after the paint they end with; give a throttled page time to report them.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 500))),
  );
  const entries = await page.evaluate(
    (t) => window.__interactions.filter((e) => e.start >= t),
    since,
  );
  const byId = new Map();
  for (const e of entries) byId.set(e.id, [...(byId.get(e.id) ?? []), e]);
  let worst = null;
  for (const events of byId.values()) {
    const latency = Math.max(...events.map((e) => e.duration));
    if (!worst || latency > worst.latency) worst = { latency, events };
  }
  if (!worst) return { duration: 16, under16: true, delay: 0, handlers: 0, rest: 0 };
  const events = worst.events.sort((x, y) => x.start - y.start);
  const first = events[0];
  const delay = first.processingStart - first.start;
  const handlers = events.reduce((t, e) => t + (e.processingEnd - e.processingStart), 0);
  return {
    duration: worst.latency,
    under16: false,
    names: [...new Set(events.map((e) => e.name))].join(', '),
    delay,
    handlers,
    rest: Math.max(0, worst.latency - delay - handlers),
  };
}

/** The interactions of the INP part: where, as whom, what comes first, and the input itself. */
const INTERACTIONS = [
  {
    name: 'switch a game-list tab (All to Hot)',
    path: '/m/slot-games',
    ready: (page) => gameListTab(page, 'Hot').waitFor(),
    act: async (page) => {
      await gameListTab(page, 'Hot').click();
      await gameListTab(page, 'Hot').and(page.locator('[aria-pressed="true"]')).waitFor();
    },
  },
  {
    name: 'apply a filter (minimum bet)',
    path: '/m/slot-games',
    ready: async (page) => {
      await gameListTab(page, 'Filter').click();
      const panel = page.getByRole('dialog', { name: 'Filter games' });
      await panel.getByRole('group', { name: 'Minimum bet' }).getByRole('button').first().click();
    },
    act: async (page) => {
      const panel = page.getByRole('dialog', { name: 'Filter games' });
      await panel.getByRole('button', { name: 'Apply' }).click();
      await panel.waitFor({ state: 'hidden' });
    },
  },
  {
    name: 'open the side menu',
    path: '/m/home',
    ready: (page) => page.locator('header button[aria-haspopup="dialog"]').first().waitFor(),
    act: async (page) => {
      await page.locator('header button[aria-haspopup="dialog"]').first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'toggle a favourite (signed in)',
    path: '/m/slot-games',
    signedIn: true,
    ready: (page) =>
      page
        .getByRole('button', { name: /^Favourite / })
        .first()
        .waitFor(),
    act: async (page) => {
      const heart = page.getByRole('button', { name: /^Favourite / }).first();
      const was = await heart.getAttribute('aria-pressed');
      await heart.click();
      await page.waitForFunction(
        ([w]) =>
          document
            .querySelector('main button[aria-label^="Favourite "]')
            ?.getAttribute('aria-pressed') !== w,
        [was],
      );
    },
  },
  {
    name: 'open a notice (signed in)',
    path: '/m/notice',
    signedIn: true,
    ready: (page) => page.getByRole('main').getByRole('button').first().waitFor(),
    act: async (page) => {
      const first = page.getByRole('main').locator('button[aria-expanded]').first();
      await first.click();
      await page.waitForFunction(
        () =>
          document.querySelector('main button[aria-expanded]')?.getAttribute('aria-expanded') ===
          'true',
      );
    },
  },
  {
    name: 'type in the game search ("lucky", slowest key)',
    path: '/m/slot-games',
    // The tap that puts the caret in the field comes first, unmeasured: the keys are measured.
    ready: (page) => page.getByRole('searchbox', { name: 'Search games' }).click(),
    act: (page) =>
      page.getByRole('searchbox', { name: 'Search games' }).pressSequentially('lucky', {
        delay: 120,
      }),
  },
];

function gameListTab(page, name) {
  return page.getByRole('list', { name: 'Game lists' }).getByRole('button', { name });
}

/**
 * One interaction on a freshly loaded page (network not throttled, the page settled), with the
 * CPU throttled 4x for the input itself.
 */
async function interactionOnce(browser, interaction, session, traced = false) {
  const { context, page } = await newPage(browser);
  await context.addInitScript(observeInteractions);
  try {
    if (session) {
      await page.goto(`${base}/m/help`);
      await page.evaluate(
        (s) => sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(s)),
        session,
      );
    }
    await page.goto(`${base}${interaction.path}`);
    await interaction.ready(page);
    // Idle warm-ups (lazy parts of the page) done, as for a player who has looked for a moment.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const since = await page.evaluate(() => performance.now());
    if (traced) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await interaction.act(page);
    const result = await slowestInteraction(page, since);
    if (traced) result.longTasks = longTasks(await browser.stopTracing(), 3);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return result;
  } finally {
    await context.close();
  }
}

async function inp(browser) {
  const player = sessionFor('player00');
  const chosen = option('--interaction');
  for (const interaction of INTERACTIONS.filter((i) => !chosen || i.name.includes(chosen))) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      log(`inp: ${interaction.name} run ${i + 1}/${runs}`);
      results.push(
        await interactionOnce(browser, interaction, interaction.signedIn ? player : undefined),
      );
    }
    const durations = results.map((r) => r.duration);
    const mid = [...results].sort((a, b) => a.duration - b.duration)[Math.floor(runs / 2)];
    const under = results.filter((r) => r.under16).length;
    row(
      'interaction to next paint, 4x CPU',
      `${interaction.name} (median of ${runs})`,
      `input to next paint: median (range); ${verdict(median(durations), TARGETS.inpMs)}`,
      `${spread(durations)}${under ? `; ${under} of ${runs} under 16 ms, counted as 16` : ''}`,
      `<= ${TARGETS.inpMs} ms`,
    );
    row(
      'interaction to next paint, 4x CPU',
      `${interaction.name} (median run)`,
      'input delay / event handlers / rest until the paint',
      mid.under16
        ? 'under 16 ms'
        : `${Math.round(mid.delay)} / ${Math.round(mid.handlers)} / ${Math.round(mid.rest)} ms (${mid.names})`,
    );
    if (median(durations) > TARGETS.inpMs) {
      log(`inp: ${interaction.name}: tracing one more run for its longest tasks`);
      const tasks = await interactionOnce(
        browser,
        interaction,
        interaction.signedIn ? player : undefined,
        true,
      );
      row(
        'interaction to next paint, 4x CPU',
        `${interaction.name} (a traced run)`,
        'longest main-thread tasks from the input on: what fills them',
        tasks.longTasks || 'none over 16 ms',
      );
    }
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

/** A vendor of 1,000 slots on the bench's server (dev only): a real long game list. */
const LONG_LIST = { code: 'DEVLONG', count: 1000, path: '/m/slot-games?vassalage=DEVLONG' };

async function addLongList() {
  const res = await fetch(`${base}/__dev/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: LONG_LIST.code, count: LONG_LIST.count }),
  });
  if (!res.ok) throw new Error(`POST /__dev/games answered ${res.status}: ${await res.text()}`);
}

/** Records each animation frame's start (the callback's timestamp, on the display's ticks). */
function recordFrames() {
  window.__frames = [];
  const tick = (t) => {
    window.__frames.push(t);
    if (window.__frames.length < 100_000) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/**
 * Frame lengths from animation-frame starts: over 16.7 ms means at least one display tick
 * (60 Hz) went by without a new frame, over 50 ms that three did. A little above each line, as
 * the ticks jitter by a fraction of a millisecond.
 */
function frameShares(starts) {
  const deltas = starts.slice(1).map((t, i) => t - starts[i]);
  const share = (ms) => deltas.filter((d) => d > ms).length / Math.max(1, deltas.length);
  return { frames: deltas.length, over16: share(17.5), over50: share(51) };
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

/** Trace events that say what a task did, and how the table names them. */
const LABELS = {
  EventDispatch: 'event',
  FunctionCall: 'script',
  TimerFire: 'timer',
  FireAnimationFrame: 'animation frame',
  RunMicrotasks: 'microtasks',
  EvaluateScript: 'script evaluation',
  'v8.evaluateModule': 'module evaluation',
  'v8.compile': 'compile',
  ParseHTML: 'HTML parsing',
  ParseAuthorStyleSheet: 'style sheet parsing',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  HitTest: 'hit test',
  MajorGC: 'garbage collection',
  MinorGC: 'garbage collection',
};

/** What a trace event did, in a few words: the event, the timer, the script, the rendering step. */
function eventLabel(e) {
  const d = e.args?.data ?? {};
  if (e.name === 'EventDispatch') return `event ${d.type}`;
  if (e.name === 'FunctionCall') {
    const file = (d.url ?? '')
      .split('/')
      .pop()
      ?.replace(/-[\w-]{8}\.js$/, '.js');
    return `script ${d.functionName || '(anonymous)'}${file ? ` in ${file}` : ''}`;
  }
  return LABELS[e.name];
}

/**
 * The `count` longest main-thread tasks of a trace (those over 16 ms), each with the events
 * directly inside it that took the most time: "93 ms: event click 61, style 20, layout 9".
 */
function longTasks(buffer, count) {
  const events = JSON.parse(buffer.toString('utf8')).traceEvents ?? [];
  // A navigation may move the page to another renderer: the busiest renderer main thread is its.
  const busy = new Map();
  for (const m of events.filter(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  )) {
    const total = events
      .filter((e) => e.name === 'RunTask' && e.pid === m.pid && e.tid === m.tid)
      .reduce((t, e) => t + (e.dur ?? 0), 0);
    busy.set(m, total);
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter(
    (e) => e.ph === 'X' && main && e.pid === main.pid && e.tid === main.tid && e.dur,
  );
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' && e.dur > 16_000)
    .sort((a, b) => b.dur - a.dur)
    .slice(0, count);
  return tasks
    .map((task) => {
      const end = task.ts + task.dur;
      const inside = onMain.filter(
        (e) => LABELS[e.name] !== undefined && e.ts >= task.ts && e.ts + e.dur <= end,
      );
      // Only the outermost events inside the task: their times do not overlap.
      const outer = inside.filter(
        (e) =>
          !inside.some(
            (o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur,
          ),
      );
      const parts = new Map();
      for (const e of outer) parts.set(eventLabel(e), (parts.get(eventLabel(e)) ?? 0) + e.dur);
      const top = [...parts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([label, dur]) => `${label} ${Math.round(dur / 1000)}`);
      return `${Math.round(task.dur / 1000)} ms: ${top.join(', ') || 'no timeline event'}`;
    })
    .join('; ');
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
  await addLongList();
  const { context, page } = await newPage(browser);
  await page.goto(`${base}${LONG_LIST.path}`);
  const tiles = page.getByRole('list', { name: 'Slots', exact: true }).getByRole('listitem');
  const more = page.getByRole('button', { name: 'More games' });
  await tiles.first().waitFor({ timeout: 30_000 });
  let shown = 24;
  let longest = 0;
  let lastAppend = 0;
  while (shown < LONG_LIST.count) {
    const traced = shown + 24 >= LONG_LIST.count || shown < 30;
    // Found before the trace starts: resolving a button by role walks the names of every tile
    // button, a long task of Playwright's own that would be counted as the page's.
    const button = await more.elementHandle({ timeout: 30_000 });
    if (traced) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await button.evaluate((b) => b.click());
    // The last game of the next page is there (mounted, as a virtualised grid draws the rows
    // near the view, or not).
    const next = Math.min(shown + 24, LONG_LIST.count);
    await page.waitForFunction(
      ([n]) => {
        const last = document.querySelector('main ul[aria-label="Slots"] > li:last-child');
        const named = last?.querySelector('[title]')?.getAttribute('title') ?? '';
        const setSize = Number(last?.getAttribute('aria-setsize') ?? 0);
        return setSize >= n || named.endsWith(` ${n}`);
      },
      [next],
      { timeout: 30_000 },
    );
    await page.waitForTimeout(300);
    await button.dispose();
    if (traced) {
      const t = readTrace(await browser.stopTracing());
      longest = Math.max(longest, t.longestMs);
      lastAppend = t.longestMs;
    }
    shown = next;
  }
  const mounted = await tiles.count();
  log(`game list: ${shown} games, ${mounted} tiles in the page; scrolling at 4x CPU`);
  await page.mouse.move(200, 400);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  const steps = await page.evaluate(() =>
    Math.ceil((document.documentElement.scrollHeight - window.innerHeight) / 600),
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.evaluate(recordFrames);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  for (let i = 0; i < steps; i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(300);
  const scrollTrace = await browser.stopTracing();
  const scroll = readTrace(scrollTrace);
  const scrollTasks = longTasks(scrollTrace, 3);
  const frames = frameShares(await page.evaluate(() => window.__frames));
  const lastShown = await page.evaluate(
    () =>
      document
        .querySelector('main ul[aria-label="Slots"] > li:last-child [title]')
        ?.getAttribute('title') ?? '',
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  const pct = (x) => `${(x * 100).toFixed(1)} %`;
  row(
    'game list, 1,000 games',
    `${shown} games, ${mounted} tiles in the page`,
    'longest task as More appends a page',
    `${Math.round(lastAppend)} ms (largest seen ${Math.round(longest)} ms)`,
  );
  row(
    'game list, 1,000 games',
    `scrolling to the end at 4x CPU, ${steps} steps of 600 px (last tile: ${lastShown})`,
    'frames over 16.7 ms / over 50 ms (animation-frame gaps)',
    `${pct(frames.over16)} / ${pct(frames.over50)} of ${frames.frames}`,
  );
  row(
    'game list, 1,000 games',
    `scrolling to the end at 4x CPU, ${steps} steps of 600 px`,
    'dropped frames (trace) / longest task',
    `${scroll.dropped} of ${scroll.dropped + scroll.presented} / ${Math.round(scroll.longestMs)} ms`,
  );
  row(
    'game list, 1,000 games',
    `scrolling to the end at 4x CPU, ${steps} steps of 600 px`,
    'longest main-thread tasks: what fills them',
    scrollTasks || 'none over 16 ms',
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
- Requested before usable: JS and CSS the page requested until its main content showed (Chromium, Pixel 7 viewport, English), sized from the build as a server would send them: preloads, chunks started by the first render and the EN catalogue included. The budget, before usable: what pnpm test:budget counts for the route from the build's module graph (index.html's scripts and preloads, the entry, the start-up chunks, the page, the chunks its first render loads and the TY texts; e2e/route-budget.spec.ts holds it equal to what Chromium requests). Game list with 1,000 games: a dev-only vendor of 1,000 slots on the bench's server (POST /__dev/games), paged with More to the end, then scrolled to the end with the CPU throttled 4x. Interaction to next paint: Event Timing (PerformanceObserver type event, durationThreshold 16) on a settled page, the CPU throttled 4x for the input; the slowest interaction of each run, median of the runs.

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
  if (only.includes('inp')) await inp(browser);
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
