import type { Db } from '../db/database';
import { seedAccounts } from './accounts';
import { seedCatalogue } from './catalogue';

/** Deterministic demo data; runs once on an empty database (and for every in-memory test DB). */
export function seedAll(db: Db): void {
  const seeded = db.prepare("SELECT value FROM settings WHERE key = 'seeded'").pluck().get();
  if (seeded) return;
  db.transaction(() => {
    seedAccounts(db);
    seedCatalogue(db);
    db.prepare("INSERT INTO settings (key, value) VALUES ('seeded', 'true')").run();
  })();
}
