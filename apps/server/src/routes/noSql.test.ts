import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The HTTP layer holds no SQL: every statement is a typed function of a store module (src/store,
// decision 094). A route that needs data calls the store; this test names any route module (under
// src/routes, or an area's own routes.ts such as the demo game's) that prepares a statement itself.
const src = new URL('../', import.meta.url);
const routeFiles = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
  (f) =>
    f.endsWith('.ts') &&
    !f.endsWith('.test.ts') &&
    (f.startsWith('routes/') || f.endsWith('/routes.ts')),
);

describe('route modules', () => {
  it('are found', () => {
    expect(routeFiles.length).toBeGreaterThan(20);
    expect(routeFiles).toEqual(expect.arrayContaining(['demo/routes.ts', 'artwork/routes.ts']));
  });

  it('prepare no SQL statement of their own', () => {
    const preparing = routeFiles.filter((f) =>
      /\.prepare\s*[(<]|\bdb\.exec\s*\(|store\/sql'/.test(readFileSync(new URL(f, src), 'utf8')),
    );
    expect(preparing).toEqual([]);
  });
});
