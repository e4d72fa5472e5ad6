import type { Db } from '../db/database';
import { statement } from '../store/sql';
import { seedAgentTeams, seedTeamActivity } from './catalogue-agents';
import { seedGameCatalogue } from './catalogue-games';
import { seedLobbyNews } from './lobbyNews';
import { seedLotteryOrders } from './lotteryOrders';
import { seedRedRain } from '../store/redRain';
import { seedMemberData } from './catalogue-members';
import { seedPromotionSwitches } from './catalogue-promotions';

/**
 * Vendors, games, lottery, winners, jackpot; then per-user data for every seeded user (wallets,
 * history, favourites, rewards, agent teams). Runs after seedAccounts, in the same transaction.
 * Deterministic: a seeded generator, never Math.random.
 */
export function seedCatalogue(db: Db, now = Date.now()): void {
  seedGameCatalogue(db, now);
  seedLobbyNews(db, now);
  seedPromotionSwitches(db);
  seedAgentTeams(db, now);
  const users = statement<[], { id: number; username: string; type: number; created_at: number }>(
    db,
    'SELECT id, username, type, created_at FROM users ORDER BY id',
  ).all();
  seedMemberData(db, users, now);
  seedTeamActivity(db, now);
  seedRedRain(db, now);
  seedLotteryOrders(db, now);
}
