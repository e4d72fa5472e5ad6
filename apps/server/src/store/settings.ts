import type { Db } from '../db/database';
import { command, scalar } from './sql';

/** A value of the `settings` table (admin overrides, seed markers), if set. */
export function settingValue(db: Db, key: string): string | undefined {
  return scalar<[string], string>(db, 'SELECT value FROM settings WHERE key = ?').get(key);
}

export function putSetting(db: Db, key: string, value: string): void {
  command<[string, string]>(
    db,
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}

export function deleteSetting(db: Db, key: string): void {
  command<[string]>(db, 'DELETE FROM settings WHERE key = ?').run(key);
}
