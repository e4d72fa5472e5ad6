import { systemMigrations } from './migrations/system';
import { accountMigrations } from './migrations/accounts';
import { gameMigrations } from './migrations/games';
import { mallMigrations } from './migrations/mall';
import { agentCentreMigrations } from './migrations/agentCentre';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Ordered, append-only schema changes, one module per area. Never edit a released one: add a new
 * version. Version ranges per area: 1-99 system, 100-199 accounts/session/messages,
 * 200-299 games/promotions/wallet/agents, 300-349 points mall, 350-399 agent centre.
 */
export const migrations: Migration[] = [
  ...systemMigrations,
  ...accountMigrations,
  ...gameMigrations,
  ...mallMigrations,
  ...agentCentreMigrations,
].sort((a, b) => a.version - b.version);
