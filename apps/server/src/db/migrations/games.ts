import type { Migration } from '../migrations';

/** Games, promotions, wallet and agents: versions 200-299. */
export const gameMigrations: Migration[] = [];
