// Load figures of the reference server: requests/s and p99 latency per call, with autocannon on
// loopback. The server runs in its own process (as `start` runs it) on a fresh, seeded database.
//
//   node apps/server/bench/load.mjs            (10 s and 10 connections per call)
//   BENCH_SECONDS=5 BENCH_CONNECTIONS=20 node apps/server/bench/load.mjs
//
// Prints a table, and the same figures as JSON on the last line.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = dirname(fileURLToPath(import.meta.url));
const serverDir = join(here, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const targets = [
  {
    name: 'game list (RNG, page 1, 24 a page)',
    path: '/wps/relay/GCSGAME_gameList?merchant=playdeck&platform=html5&clientType=2&gameType=RNG&pageNo=1&pageSize=24&language=EN',
  },
  {
    name: 'game list (vendors PG,PP + name search)',
    path: '/wps/relay/GCSGAME_gameList?platform=html5&clientType=2&gameType=RNG&vassalage=PG,PP&gameName=gold&pageNo=1&pageSize=24',
  },
  {
    name: 'hot games',
    path: '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5&language=EN',
  },
  {
    name: 'announcements (home: B,PL,PU,PR,H)',
    path: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=M',
  },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `src/main.ts` and resolves with its merchant code once it listens. */
function startServer(port, dbFile) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PLAYDECK_DB: dbFile,
      PLAYDECK_SITE_DIR: join(dbFile, 'no-site'),
      PLAYDECK_LOG: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const read = (chunk) => {
      output += chunk;
      if (/is running at/.test(output) && /merchant: (\S+)/.test(output)) {
        clearTimeout(timer);
        resolve(/merchant: (\S+)/.exec(output)[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return { child, ready };
}

function run(url, merchant) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration: seconds, headers: { Merchant: merchant } },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'playdeck-bench-'));
const { child, ready } = startServer(port, join(dataDir, 'bench.sqlite'));
const figures = [];
try {
  const merchant = await ready;
  const base = `http://127.0.0.1:${port}`;
  for (const t of targets) {
    const probe = await fetch(`${base}${t.path}`, { headers: { Merchant: merchant } });
    if (probe.status === 404) {
      figures.push({ call: t.name, skipped: 'route not registered on this server' });
      continue;
    }
    if (!probe.ok) throw new Error(`${t.name}: HTTP ${probe.status} ${await probe.text()}`);
    const bytes = (await probe.arrayBuffer()).byteLength;
    const r = await run(`${base}${t.path}`, merchant);
    figures.push({
      call: t.name,
      requestsPerSecond: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      requests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      answerBytes: bytes,
    });
  }
} finally {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\n${seconds} s per call, ${connections} connections, loopback, Node ${process.version}\n`,
);
console.log('| call | req/s | p50 ms | p99 ms | requests | non-2xx | errors | answer bytes |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const f of figures)
  console.log(
    f.skipped
      ? `| ${f.call} | skipped: ${f.skipped} | | | | | | |`
      : `| ${f.call} | ${f.requestsPerSecond} | ${f.p50Ms} | ${f.p99Ms} | ${f.requests} | ${f.non2xx} | ${f.errors} | ${f.answerBytes} |`,
  );
console.log(JSON.stringify(figures));
