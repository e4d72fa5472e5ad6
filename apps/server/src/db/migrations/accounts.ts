import type { Migration } from '../migrations';

/** Accounts and sessions: versions 100-199. */
export const accountMigrations: Migration[] = [
  {
    version: 100,
    name: 'users and sessions',
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        username TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        nickname TEXT,
        -- 0, 1, 2 members; 4 trial; 1, 2, 41, 42 agents (any type not 0, 4, 40); 40 special
        type INTEGER NOT NULL DEFAULT 0,
        country_code TEXT,
        mobile TEXT UNIQUE,
        email TEXT,
        created_at INTEGER NOT NULL,
        disabled INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE sessions (
        token TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX sessions_user ON sessions(user_id);
    `,
  },
];
