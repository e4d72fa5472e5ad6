import type { Db } from './db/database';

/** Operator knobs kept in the database so a dev admin call can flip them without a restart. */
export interface OperatorSettings {
  maintenance: boolean;
  regionRestriction: boolean;
}

const defaults: OperatorSettings = { maintenance: false, regionRestriction: false };

export function readSettings(db: Db): OperatorSettings {
  const rows = db.prepare('SELECT key, value FROM settings').all() as {
    key: string;
    value: string;
  }[];
  const stored = Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
  return { ...defaults, ...(stored as Partial<OperatorSettings>) };
}

export function writeSettings(db: Db, patch: Partial<OperatorSettings>): OperatorSettings {
  const upsert = db.prepare(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  );
  db.transaction(() => {
    for (const [k, v] of Object.entries(patch)) upsert.run(k, JSON.stringify(v));
  })();
  return readSettings(db);
}
