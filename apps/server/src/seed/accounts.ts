import type { Db } from '../db/database';

/** Demo members, agents and the type 40 account (see README: demo logins). */
export function seedAccounts(_db: Db): void {}
