import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every statement is a typed function of a store module (src/store, decision 094). Outside the
// stores only the schema layer (src/db: migrations, pragmas) prepares SQL. Two areas may build
// statements with store/sql's typed helpers without going through a store: seed/ (the demo data a
// database gets at its first start) and testing/ (the harness's test members). Nothing else
// imports store/sql, and no module casts a query result with `as`: the row type is the statement's.
const src = new URL('../', import.meta.url);
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .sort();
const text = (f: string) => readFileSync(new URL(f, src), 'utf8');
const under = (f: string, ...dirs: string[]) => dirs.some((d) => f.startsWith(`${d}/`));
/** The HTTP layer: src/routes, and an area's own routes.ts such as the demo game's. */
const routeFiles = sources.filter((f) => f.startsWith('routes/') || f.endsWith('/routes.ts'));

/** Prepares or runs SQL itself: `.prepare(`, `.prepare<`, `db.exec(`. */
const preparesSql = (code: string) => /\.prepare\s*[(<]|\bdb\.exec\s*\(/.test(code);
/** Imports the typed-statement helpers. */
const importsSqlHelpers = (code: string) =>
  /from\s+'(\.\.?\/)+store\/sql'|from\s+'\.\/sql'/.test(code);

/**
 * The casts of query results: `as` right after a statement's `.get(...)`, `.all(...)` or
 * `.iterate(...)`, or after calls chained to it (`.all().filter(...) as`); the arguments may hold
 * parentheses and line breaks. And any cast to a `*Row` type.
 */
function rowCasts(code: string): string[] {
  const found: string[] = [];
  /** The index after the parenthesis that closes the one before `from`. */
  const closing = (from: number) => {
    let depth = 1;
    let i = from;
    while (i < code.length && depth > 0) {
      if (code[i] === '(') depth++;
      else if (code[i] === ')') depth--;
      i++;
    }
    return i;
  };
  for (const m of code.matchAll(/\.(get|all|iterate)\s*\(/g)) {
    let end = closing(m.index + m[0].length);
    const chained = /^\s*\??\.\w+\s*\(/;
    for (let next = chained.exec(code.slice(end)); next; next = chained.exec(code.slice(end)))
      end = closing(end + next[0].length);
    if (/^\s*as\s/.test(code.slice(end)))
      found.push(code.slice(m.index, end + 24).replace(/\s+/g, ' '));
  }
  for (const m of code.matchAll(/\bas\s+\w*Row\b(\[\])?/g)) found.push(m[0]);
  return found;
}

describe('server modules', () => {
  it('are found', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(sources).toEqual(
      expect.arrayContaining([
        'accounts/sessions.ts',
        'http/rateLimit.ts',
        'settings.ts',
        'seed/catalogue-games.ts',
        'demo/routes.ts',
        'routes/admin.ts',
        'store/users.ts',
        'db/database.ts',
      ]),
    );
  });

  it('include the route modules', () => {
    expect(routeFiles.length).toBeGreaterThan(20);
    expect(routeFiles).toEqual(expect.arrayContaining(['demo/routes.ts', 'artwork/routes.ts']));
  });

  it('the checks see a violation', () => {
    expect(preparesSql("db.prepare('SELECT 1').get()")).toBe(true);
    expect(preparesSql('ctx.db\n  .prepare<[], { id: number }>(sql)')).toBe(true);
    expect(preparesSql("db.exec('DELETE FROM users')")).toBe(true);
    expect(preparesSql('/(\\d+)/.exec(body)')).toBe(false);
    expect(importsSqlHelpers("import { statement } from '../store/sql';")).toBe(true);
    expect(rowCasts('const r = stmt.get(id) as { id: number };')).toHaveLength(1);
    expect(rowCasts('q.all(\n  a(b),\n  c,\n) as UserRow[]')).toHaveLength(2);
    expect(rowCasts('q.all().filter((u) => ok(u)) as { id: number }[]')).toHaveLength(1);
    expect(
      rowCasts('const x = m.get(key) ?? 0; const y = body as Record<string, unknown>;'),
    ).toEqual([]);
  });

  it('route modules prepare no SQL statement of their own', () => {
    const preparing = routeFiles.filter((f) => preparesSql(text(f)) || importsSqlHelpers(text(f)));
    expect(preparing).toEqual([]);
  });

  it('prepare SQL only in store/ and db/', () => {
    const preparing = sources.filter((f) => !under(f, 'store', 'db') && preparesSql(text(f)));
    expect(preparing).toEqual([]);
    // The stores and the schema layer do prepare: the check is not blind.
    expect(sources.filter((f) => under(f, 'store') && preparesSql(text(f)))).toEqual([
      'store/sql.ts',
    ]);
    expect(preparesSql(text('db/database.ts'))).toBe(true);
  });

  it('use the typed-statement helpers only in store/, seed/ and testing/', () => {
    const importing = sources.filter((f) => importsSqlHelpers(text(f)));
    expect(importing.filter((f) => !under(f, 'store', 'seed', 'testing'))).toEqual([]);
    expect(importing.filter((f) => under(f, 'store')).length).toBeGreaterThan(25);
  });

  it('cast no query result', () => {
    const casts = sources.flatMap((f) => rowCasts(text(f)).map((c) => `${f}: ${c}`));
    expect(casts).toEqual([]);
  });
});
