import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { openDatabase } from './db/database';
import { buildServer } from './app';

const here = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dbFile = process.env.PLAYDECK_DB ?? join(here, '..', '.data', 'playdeck.sqlite');
const siteDir = resolve(process.env.PLAYDECK_SITE_DIR ?? join(here, '..', '..', 'site', 'dist'));

const db = openDatabase(dbFile);
const app = await buildServer({
  db,
  siteDir,
  devAdmin: process.env.PLAYDECK_DEV_ADMIN === '1',
  logger: process.env.PLAYDECK_LOG === '1',
});
await app.listen({ port, host });
console.log(
  `Playdeck is running at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/m/home`,
);
console.log(`  database: ${dbFile}`);

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    void app.close().then(() => {
      db.close();
      process.exit(0);
    });
  });
}
