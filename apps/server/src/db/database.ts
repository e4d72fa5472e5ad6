import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { migrations } from './migrations';

export type Db = Database.Database;

/** Opens (creating if needed) the database and brings its schema up to date. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

/**
 * What went wrong opening the database, as one sentence for whoever started the server (no stack
 * trace): the folder cannot be made, is not writable, or the path is not a file.
 */
export function databaseOpenProblem(file: string, error: unknown): string {
  const code = (error as { code?: string } | null)?.code ?? '';
  const folder = dirname(resolve(file));
  const why =
    code === 'ENOTDIR' || code === 'EEXIST'
      ? `part of the folder path ${folder} is a file, not a folder`
      : code === 'ENOENT'
        ? `the folder ${folder} does not exist and cannot be made`
        : code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code === 'SQLITE_READONLY'
          ? `the folder ${folder} is not writable`
          : code === 'SQLITE_CANTOPEN'
            ? `the folder ${folder} is not writable, or the path is a folder rather than a file`
            : code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT'
              ? 'the file is not a Playdeck database (or it is damaged)'
              : (error as Error | null)?.message || 'unknown error';
  return `Cannot open the database ${file}: ${why}. Set PLAYDECK_DB to a file in a writable folder.`;
}

export function migrate(db: Db): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)',
  );
  const applied = new Set(
    db.prepare<[], number>('SELECT version FROM schema_migrations').pluck().all(),
  );
  for (const m of migrations) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(
        m.version,
        new Date().toISOString(),
      );
    })();
  }
}
