import type { Migration } from '../migrations';

/** Agent centre additions: versions 350-399. */
export const agentCentreMigrations: Migration[] = [
  {
    version: 350,
    name: 'red envelope rain',
    sql: `
      -- An operator's red envelope rain: envelopes drop for members during the window.
      CREATE TABLE red_rain_events (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        starts_at INTEGER NOT NULL,
        ends_at INTEGER NOT NULL,
        envelope_count INTEGER NOT NULL,
        total_cents INTEGER NOT NULL
      );
      CREATE INDEX red_rain_events_by_start ON red_rain_events (starts_at);
      -- Envelopes members grabbed.
      CREATE TABLE red_rain_grabs (
        id INTEGER PRIMARY KEY,
        event_id INTEGER NOT NULL REFERENCES red_rain_events(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        amount_cents INTEGER NOT NULL,
        grabbed_at INTEGER NOT NULL
      );
      CREATE INDEX red_rain_grabs_by_event ON red_rain_grabs (event_id, user_id);
    `,
  },
];
