import type Database from 'better-sqlite3';
import type { Db } from '../db/database';

/**
 * Typed statements: the row type and the parameters are written once, where the SQL is, and
 * better-sqlite3's own generics carry them to `get` (Row | undefined), `all` (Row[]) and `run`,
 * so no query result needs an `as` cast. `Params` is the tuple of bound values (`unknown[]` for a
 * statement whose parameters are assembled at run time, such as a scope CTE or optional filters).
 *
 * The row type is a promise about the SQL above it (column names and SQLite's types), checked by
 * the tests that run the statement; where a column holds data from outside (JSON an agent or a
 * client sent), the store parses it rather than trusting a type.
 */
export function statement<Params extends unknown[], Row = never>(
  db: Db,
  sql: string,
): Database.Statement<Params, Row> {
  return db.prepare<Params, Row>(sql);
}

/** A statement whose rows are their first column's value (`pluck`): counts, sums, one field. */
export function scalar<Params extends unknown[], Value>(
  db: Db,
  sql: string,
): Database.Statement<Params, Value> {
  return db.prepare<Params, Value>(sql).pluck();
}

/** A COUNT(*) or COALESCE(SUM(...), 0): always one number. */
export function count<Params extends unknown[]>(db: Db, sql: string, ...params: Params): number {
  return scalar<Params, number>(db, sql).get(...params) ?? 0;
}

/** A statement that only writes (INSERT, UPDATE, DELETE): `run` is all it offers. */
export function command<Params extends unknown[]>(
  db: Db,
  sql: string,
): Pick<Database.Statement<Params>, 'run'> {
  return db.prepare<Params>(sql);
}

/** The id of the row an INSERT made, as a number. */
export function insertedId(result: { lastInsertRowid: number | bigint }): number {
  return Number(result.lastInsertRowid);
}
