import type { Db } from '../db/database';

/** Vendors, games, banners, announcements, promotions, help, winners, jackpot. */
export function seedCatalogue(_db: Db): void {}
