import type { Db } from '../db/database';
import {
  deleteVendorAndGames,
  gameInserter,
  insertVendorLast,
  nextGameId,
} from '../store/devVendors';
import { catalogueChanged } from '../store/games';
import { nodeIdOf } from './catalogue-games';
import { seededRandom } from './catalogue-random';

/**
 * A vendor of many games, added on request (dev only, `POST /__dev/games`), never by the seed:
 * the demo catalogue's largest category holds 415 slots, and a game list of about 1,000 games
 * (the virtualised grid's end-to-end test, `pnpm bench`) needs a real one, served, paged and
 * drawn by the server like any other. Its code starts with DEV, which no seeded vendor's does,
 * so only such vendors can be removed again.
 */
export const DEV_VENDOR_CODE = /^DEV[A-Z0-9]{0,8}$/;

export interface DevVendor {
  code: string;
  name: string;
  gameType: string;
  count: number;
}

const FIRST = ['Golden', 'Lucky', 'Mystic', 'Wild', 'Fortune', 'Royal', 'Sweet', 'Jade'];
const SECOND = ['Empire', 'Riches', 'Bonanza', 'Gems', 'Temple', 'Legends', 'Wheel', 'Quest'];
const CLASSES = ['VIDEO', 'VIDEO', 'CLASSIC', 'MEGA', 'JACKPOT'];

/** Adds the vendor and its games, last in the catalogue order. Replaces an earlier one of that code. */
export function addDevVendor(db: Db, vendor: DevVendor): void {
  if (!DEV_VENDOR_CODE.test(vendor.code)) throw new RangeError(`not a dev vendor: ${vendor.code}`);
  const rnd = seededRandom(vendor.count);
  db.transaction(() => {
    removeDevVendor(db, vendor.code);
    insertVendorLast(db, {
      code: vendor.code,
      name: vendor.name,
      gameType: vendor.gameType,
      hue: 120,
    });
    const insert = gameInserter(db);
    const first = nextGameId(db);
    for (let i = 0; i < vendor.count; i++) {
      const id = first + i;
      // A number in every name keeps them apart and tells a test which game it sees.
      const name = `${FIRST[i % FIRST.length]} ${SECOND[Math.floor(i / FIRST.length) % SECOND.length]} ${i + 1}`;
      insert({
        id,
        nodeId: nodeIdOf(id),
        gameCode: `${vendor.code}_${i + 1}`,
        name,
        gameType: vendor.gameType,
        vendor: vendor.code,
        classify: rnd.pick(CLASSES),
        minBetCents: rnd.pick([1, 10, 20, 50, 100]),
        minLine: rnd.pick([1, 9, 20, 25, 50]),
        supportPlay: rnd.chance(0.8) ? 1 : 0,
        sort: i,
      });
    }
  })();
  catalogueChanged(db);
}

/**
 * Removes a dev vendor, its games and the favourites and recent plays that name them. Games that
 * were played for money (bets, launches) keep it: the foreign keys refuse, and so does this.
 */
export function removeDevVendor(db: Db, code: string): boolean {
  if (!DEV_VENDOR_CODE.test(code)) throw new RangeError(`not a dev vendor: ${code}`);
  const removed = db.transaction(() => deleteVendorAndGames(db, code))();
  catalogueChanged(db);
  return removed;
}
