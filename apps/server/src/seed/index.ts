import type { Db } from '../db/database';
import { seedAccounts } from './accounts';
import { seedCatalogue } from './catalogue';
import { seedMessages } from './messages';

/**
 * Deterministic demo data; runs once on an empty database (and for every in-memory test DB).
 * A file database is seeded on its first start only: the `seeded` marker is written in the same
 * transaction, so a crash half-way leaves nothing behind and the next start seeds again.
 */
export function seedAll(db: Db, now = Date.now()): void {
  const seeded = db.prepare("SELECT value FROM settings WHERE key = 'seeded'").pluck().get();
  if (seeded) return;
  db.transaction(() => {
    seedAccounts(db, now);
    seedCatalogue(db, now);
    seedMessages(db, now);
    db.prepare("INSERT INTO settings (key, value) VALUES ('seeded', 'true')").run();
  })();
}
