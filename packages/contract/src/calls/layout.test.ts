import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calls } from './index';

// A bundler never splits a module between chunks: a module holding several calls puts all their
// schemas in every page that makes one of them. So each call has its own module.

/** Call modules holding a group of calls that one page always uses together. */
const GROUPS: Record<string, number> = { 'agent/contracts.ts': 6 };

const here = new URL('./', import.meta.url);
const files = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(new URL(`${d.name}/`, here))
      .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts'))
      .map((f) => `${d.name}/${f}`),
  );
const modules = await Promise.all(
  files.map(async (file) => ({
    file,
    exports: (await import(`./${file}`)) as Record<string, unknown>,
  })),
);

const isCall = (v: unknown): v is { id: string } =>
  typeof v === 'object' && v !== null && 'id' in v && 'method' in v && 'path' in v;

describe('call modules', () => {
  const callsIn = modules.map(({ file, exports }) => ({
    file,
    calls: Object.values(exports).filter(isCall),
  }));

  it('are found', () => {
    expect(files.length).toBeGreaterThan(80);
  });

  it('hold one call each (or a named group), and shared modules hold none', () => {
    for (const { file, calls: found } of callsIn) {
      const expected = file.endsWith('/shared.ts') ? 0 : (GROUPS[file] ?? 1);
      expect({ file, calls: found.length }).toEqual({ file, calls: expected });
    }
  });

  it('together hold every call of the table except the RSA key', () => {
    const inModules = callsIn.flatMap((m) => m.calls.map((c) => c.id)).sort();
    const table = Object.values(calls)
      .map((c) => c.id)
      .filter((id) => id !== calls.rsaKey.id)
      .sort();
    expect(inModules).toEqual(table);
  });
});
