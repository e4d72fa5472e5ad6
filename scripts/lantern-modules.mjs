#!/usr/bin/env node
// Lighthouse's simulated LCP as it is, and as it would be if its simulation (Lantern) could see
// when ES modules run. Lantern leaves out of LCP a script it saw evaluated after the paint, but it
// only knows classic scripts (`EvaluateScript` trace events); a module's evaluation
// (`v8.evaluateModule`) carries no URL, so every module chunk that finished downloading before the
// paint is charged to it (GoogleChrome/lighthouse#17163, open). The site runs all its modules
// after the paint (boot.js), so each run is audited twice from the same recording: as recorded,
// and without the module chunks' requests. See docs/decisions/050-performance-budgets.md.
//
//   pnpm start                                   then, with the port it printed:
//   node scripts/lantern-modules.mjs --base http://127.0.0.1:4319 [--runs 5] [--route /m/login]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromeArgs, chromeInstallHint, findChrome } from './chrome.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const option = (name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const base = option('--base');
const runs = Number(option('--runs') ?? 5);
const routes = option('--route') ? [option('--route')] : ['/m/home', '/m/slot-games', '/m/login'];
const chrome = findChrome();
if (!base || !chrome) {
  console.error(
    chrome ? 'usage: lantern-modules.mjs --base <site URL> [--runs N]' : chromeInstallHint(),
  );
  process.exit(2);
}
const lighthouseBin = join(root, 'node_modules', '.bin', 'lighthouse');
const RECORDING = { trace: 'defaultPass.trace.json', log: 'defaultPass.devtoolslog.json' };
const isModuleChunk = (url) => /^\/assets\/[^/]+\.js$/.test(new URL(url).pathname);

/** The URL first: `--only-categories` takes a list and would swallow it. */
function lighthouse([url, ...args]) {
  const r = spawnSync(lighthouseBin, [url, '--quiet', '--only-categories=performance', ...args], {
    env: { ...process.env, CHROME_PATH: chrome },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`lighthouse ${args[0]} for ${url} failed (${r.status})`);
}

function auditedLcp(url, recording, dir) {
  const out = join(dir, 'report.json');
  lighthouse([url, `-A=${recording}`, '--output=json', `--output-path=${out}`]);
  return JSON.parse(readFileSync(out, 'utf8')).audits['largest-contentful-paint'].numericValue;
}

/** Milliseconds from navigation to the last LCP candidate and to the first module evaluated. */
function paintAndFirstModule(recording) {
  const events = JSON.parse(readFileSync(join(recording, RECORDING.trace), 'utf8')).traceEvents;
  const nav = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  const page = events.filter((e) => e.pid === nav.pid && e.ts >= nav.ts);
  const lcp = page.filter((e) => e.name === 'largestContentfulPaint::Candidate').at(-1);
  const firstModule = page.find((e) => e.name === 'v8.evaluateModule');
  return { lcp: (lcp.ts - nav.ts) / 1000, firstModule: (firstModule.ts - nav.ts) / 1000 };
}

function withoutModuleChunks(recording, into) {
  mkdirSync(into);
  copyFileSync(join(recording, 'artifacts.json'), join(into, 'artifacts.json'));
  copyFileSync(join(recording, RECORDING.trace), join(into, RECORDING.trace));
  const log = JSON.parse(readFileSync(join(recording, RECORDING.log), 'utf8'));
  const chunks = new Set(
    log
      .filter(
        (m) => m.method === 'Network.requestWillBeSent' && isModuleChunk(m.params.request.url),
      )
      .map((m) => m.params.requestId),
  );
  const kept = log.filter((m) => !chunks.has(m.params?.requestId));
  writeFileSync(join(into, RECORDING.log), JSON.stringify(kept));
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const seconds = (ms) => (ms / 1000).toFixed(2);

console.log('| route | LCP as Lighthouse reports it | LCP with module evaluation seen | runs |');
console.log('|---|---:|---:|---|');
for (const route of routes) {
  const asIs = [];
  const seen = [];
  for (let i = 0; i < runs; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'lantern-modules-'));
    try {
      const recording = join(dir, 'recording');
      const url = `${base}${route}`;
      lighthouse([url, `-G=${recording}`, `--chrome-flags=--headless=new ${chromeArgs.join(' ')}`]);
      const { lcp, firstModule } = paintAndFirstModule(recording);
      // Only valid when every module ran after the paint, as boot.js intends.
      if (firstModule < lcp) {
        console.error(`${route}: a module ran at ${firstModule} ms, before the paint at ${lcp} ms`);
        continue;
      }
      asIs.push(auditedLcp(url, recording, dir));
      withoutModuleChunks(recording, join(dir, 'seen'));
      seen.push(auditedLcp(url, join(dir, 'seen'), dir));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const list = (v) => v.map(seconds).join(', ');
  console.log(
    `| ${route} | ${seconds(median(asIs))} s (${list(asIs)}) | ${seconds(median(seen))} s (${list(seen)}) | ${asIs.length} |`,
  );
}
