import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { databaseOpenProblem, openDatabase, type Db } from './db/database';
import { buildServer } from './app';
import { loadOperatorConfig, type OperatorConfig } from './config';

const here = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dbFile = process.env.PLAYDECK_DB ?? join(here, '..', '.data', 'playdeck.sqlite');
const siteDir = resolve(process.env.PLAYDECK_SITE_DIR ?? join(here, '..', '..', 'site', 'dist'));

function trustProxyFromEnv(v: string | undefined): boolean | string | number {
  if (!v || v === '0' || v === 'false') return false;
  if (v === '1' || v === 'true') return true;
  return /^\d+$/.test(v) ? Number(v) : v;
}

let config: OperatorConfig;
try {
  config = loadOperatorConfig();
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}

/**
 * A clock that starts at a given instant (`PLAYDECK_CLOCK_START`, an ISO date) and runs on from
 * there, or stays on it with `PLAYDECK_CLOCK_FROZEN=1`: the page screenshots seed and show the
 * same dates, draws and countdowns on every run, however long the suite takes.
 */
function clockFromEnv(
  start: string | undefined,
  frozen = process.env.PLAYDECK_CLOCK_FROZEN === '1',
): (() => number) | undefined {
  if (!start) return undefined;
  const at = Date.parse(start);
  if (Number.isNaN(at)) {
    console.error(
      `PLAYDECK_CLOCK_START="${start}" is not a date (use ISO 8601, e.g. 2026-11-20T10:00:00+08:00).`,
    );
    process.exit(1);
  }
  if (frozen) return () => at;
  const began = Date.now();
  return () => at + (Date.now() - began);
}

// Links the server hands out (live chat, iOS profile, affiliate links) point at the configured
// origin, else at the address it listens on; never at the request's Host header.
const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
if (!config.publicOrigin) config = { ...config, publicOrigin: `http://${shownHost}:${port}` };

let db: Db;
try {
  db = openDatabase(dbFile);
} catch (e) {
  console.error(databaseOpenProblem(dbFile, e));
  process.exit(1);
}
const app = await buildServer({
  now: clockFromEnv(process.env.PLAYDECK_CLOCK_START),
  db,
  siteDir,
  config,
  devAdmin: process.env.PLAYDECK_DEV_ADMIN === '1',
  logger: process.env.PLAYDECK_LOG === '1',
  // The dev outbox: SMS and e-mail codes are printed, as nothing is really sent.
  log: (line) => console.log(line),
  trustProxy: trustProxyFromEnv(process.env.PLAYDECK_TRUST_PROXY),
});
await app.listen({ port, host });
console.log(`Playdeck is running at http://${shownHost}:${port}/m/home`);
console.log(`  database: ${dbFile}`);
console.log(`  merchant: ${config.merchant}`);

/**
 * Stops taking requests, lets the ones in flight finish, closes the database and exits; gives up
 * waiting after 5 s. Runs once, whatever asks first.
 */
let stopping = false;
function shutdown(): void {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), 5000).unref();
  void app.close().then(
    () => {
      db.close();
      process.exit(0);
    },
    () => process.exit(1),
  );
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sig, shutdown);
// Started by scripts/run.mjs (npm start) with an IPC channel: when the launcher is gone, however
// it ended, the channel closes and the server stops instead of running on as an orphan.
if (process.send) process.on('disconnect', shutdown);
