import type { Db } from '../db/database';
import { putSetting, settingValue } from '../store/settings';
import { seedAccounts } from './accounts';
import { seedCatalogue } from './catalogue';
import { seedMall } from './mall';
import { seedMessages } from './messages';

/**
 * Deterministic demo data; runs once on an empty database (and for every in-memory test DB).
 * A file database is seeded on its first start only: the `seeded` marker is written in the same
 * transaction, so a crash half-way leaves nothing behind and the next start seeds again. The points
 * mall's items have a marker of their own (seed/mall.ts): they came with a migration until 094.
 */
export function seedAll(db: Db, now = Date.now()): void {
  const seeded = settingValue(db, 'seeded');
  if (!seeded)
    db.transaction(() => {
      seedAccounts(db, now);
      seedCatalogue(db, now);
      seedMessages(db, now);
      putSetting(db, 'seeded', 'true');
    })();
  seedMall(db);
}
