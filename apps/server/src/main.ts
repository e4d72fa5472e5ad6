import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { openDatabase } from './db/database';
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

const db = openDatabase(dbFile);
const app = await buildServer({
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
console.log(
  `Playdeck is running at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/m/home`,
);
console.log(`  database: ${dbFile}`);
console.log(`  merchant: ${config.merchant}`);

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    void app.close().then(() => {
      db.close();
      process.exit(0);
    });
  });
}
