/** Ordered, append-only schema changes. Never edit a released one: add a new version. */
export const migrations: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'settings',
    sql: `
      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `,
  },
];
