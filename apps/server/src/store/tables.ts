import type { Db } from '../db/database';
import { scalar } from './sql';

/** Whether the database has the table (an area's migrations may not have run on it). */
export function tableExists(db: Db, name: string): boolean {
  return !!scalar<[string], 1>(
    db,
    "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?",
  ).get(name);
}
