// Runs in the `tokens` Vitest project (see tokens/vitest.config.ts), like the literal check.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without type declarations
import {
  compressedCopyProblems,
  fillers,
  loadConfig,
  ownerOf,
  runBudget,
  staticClosure,
} from './budget.mjs';

interface Result {
  name: string;
  limitKb: number;
  actualKb: number;
  ok: boolean;
}
interface Run {
  ok: boolean;
  text: string;
  results: Result[];
  measure: {
    home: { js: { file: string }[]; css: { file: string }[] };
    startup: { js: { file: string }[] };
  };
}

const config = {
  homeRoute: 'src/home/HomePage.tsx',
  homeInitialJsGzipKb: 150,
  homeInitialJsTargetGzipKb: 120,
  lazyChunkGzipKb: 50,
  initialCssGzipKb: 20,
};

const folders: string[] = [];
afterEach(() => {
  for (const f of folders.splice(0)) rmSync(f, { recursive: true, force: true });
});

/** Random bytes do not compress: a file of `kb` kB weighs about that much gzipped too. */
const incompressible = (kb: number) => randomBytes(kb * 1000);

/** A small fake build: an entry, the home route with a shared chunk, and one other lazy route. */
function fakeDist(sizes: {
  entry: number;
  home: number;
  shared: number;
  other: number;
  css: number;
  /** The API client's chunk and the schemas it shares with the other page. */
  api?: number;
  schemas?: number;
}) {
  const dist = mkdtempSync(join(tmpdir(), 'budget-test-'));
  folders.push(dist);
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'assets'));
  const files = {
    'assets/index.js': incompressible(sizes.entry),
    'assets/HomePage.js': incompressible(sizes.home),
    'assets/shared.js': incompressible(sizes.shared),
    'assets/OtherPage.js': incompressible(sizes.other),
    'assets/index.css': incompressible(sizes.css),
    'assets/api.js': incompressible(sizes.api ?? 1),
    'assets/schemas.js': incompressible(sizes.schemas ?? 1),
  };
  for (const [file, body] of Object.entries(files)) writeFileSync(join(dist, file), body);
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      css: ['assets/index.css'],
      dynamicImports: ['src/home/HomePage.tsx', 'src/other/OtherPage.tsx', '_api.js'],
    },
    '_api.js': { file: 'assets/api.js', imports: ['_schemas.js'] },
    '_schemas.js': { file: 'assets/schemas.js' },
    'src/home/HomePage.tsx': {
      file: 'assets/HomePage.js',
      src: 'src/home/HomePage.tsx',
      isDynamicEntry: true,
      imports: ['index.html', '_shared.js'],
    },
    '_shared.js': { file: 'assets/shared.js' },
    'src/other/OtherPage.tsx': {
      file: 'assets/OtherPage.js',
      src: 'src/other/OtherPage.tsx',
      isDynamicEntry: true,
      imports: ['index.html', '_shared.js', '_schemas.js'],
    },
  };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    join(dist, '.vite', 'chunk-modules.json'),
    JSON.stringify({
      'assets/index.js': [
        { id: 'react-dom/cjs/react-dom-client.production.js', bytes: 3000 },
        { id: 'apps/site/src/main.tsx', bytes: 1000 },
      ],
      'assets/shared.js': [{ id: '@scope/lib/dist/index.js', bytes: 10 }],
      'assets/api.js': [{ id: 'apps/site/src/api/client.ts', bytes: 10 }],
    }),
  );
  return dist;
}

const run = (dist: string, c = config) => runBudget({ distDir: dist, config: c }) as Run;
const failed = (r: Run) => r.results.filter((x) => !x.ok).map((x) => x.name);

describe('size budgets of the built site', () => {
  it('passes a build within every budget and counts entry, home and its imports as initial', () => {
    const r = run(fakeDist({ entry: 60, home: 20, shared: 10, other: 5, css: 5 }));
    expect(r.ok).toBe(true);
    expect(r.measure.home.js.map((f) => f.file).sort()).toEqual([
      'assets/HomePage.js',
      'assets/index.js',
      'assets/shared.js',
    ]);
    const home = r.results.find((x) => x.name.startsWith('home initial'));
    expect(home?.actualKb).toBeGreaterThan(89);
    expect(home?.actualKb).toBeLessThan(150);
    expect(r.text).toContain('home, before usable');
  });

  it('fails when the home route initial JavaScript is over 150 kB gzip', () => {
    const r = run(fakeDist({ entry: 120, home: 30, shared: 10, other: 5, css: 5 }));
    expect(r.ok).toBe(false);
    expect(failed(r)).toEqual(['home initial JavaScript (gzip)']);
    expect(r.text).toContain('**OVER**');
  });

  it('reports the start-up chunks on their own and counts them in no lazy chunk', () => {
    const dist = fakeDist({ entry: 40, home: 10, shared: 5, other: 20, css: 5, schemas: 35 });
    // Without them the other page carries the schemas it shares with the API client.
    expect(failed(run(dist))).toEqual([
      'lazy chunk src/other/OtherPage.tsx (gzip, with what it adds)',
    ]);
    const r = run(dist, { ...config, startupModules: ['src/api/client.ts'] } as typeof config);
    expect(r.ok).toBe(true);
    expect(r.measure.startup.js.map((f) => f.file).sort()).toEqual([
      'assets/api.js',
      'assets/schemas.js',
    ]);
    expect(r.measure.home.js.map((f) => f.file)).not.toContain('assets/api.js');
    expect(r.text).toContain('loaded at start, beside the first render');
  });

  it('names a start-up module no chunk holds', () => {
    const dist = fakeDist({ entry: 40, home: 10, shared: 5, other: 5, css: 5 });
    expect(() =>
      run(dist, { ...config, startupModules: ['src/api/gone.ts'] } as typeof config),
    ).toThrow(/No chunk of the build holds "src\/api\/gone.ts"/);
  });

  it('fails when a lazy route with what it adds beyond home is over 50 kB gzip', () => {
    const r = run(fakeDist({ entry: 40, home: 10, shared: 5, other: 50, css: 5 }));
    expect(failed(r)).toEqual(['lazy chunk src/other/OtherPage.tsx (gzip, with what it adds)']);
  });

  it('fails when the initial CSS is over 20 kB gzip', () => {
    const r = run(fakeDist({ entry: 40, home: 10, shared: 5, other: 5, css: 21 }));
    expect(failed(r)).toEqual(['initial CSS (gzip)']);
  });

  it('reports the gap to the 120 kB target and what fills it, heaviest first', () => {
    const dist = fakeDist({ entry: 100, home: 20, shared: 10, other: 5, css: 5 });
    const r = run(dist);
    expect(r.ok).toBe(true);
    expect(r.text).toMatch(/Home initial JavaScript is \d+\.\d kB gzip over the 120 kB target/);
    const top = fillers(dist, [{ file: 'assets/index.js', gzip: 100_000 }]) as {
      owner: string;
      gzip: number;
    }[];
    expect(top.map((f) => f.owner)).toEqual(['react-dom', 'apps/site/src/main.tsx']);
    expect(Math.round(top[0]!.gzip)).toBe(75_000);
  });

  it('names a missing manifest with how to make one', () => {
    const dist = mkdtempSync(join(tmpdir(), 'budget-test-'));
    folders.push(dist);
    expect(() => run(dist)).toThrow(/No Vite manifest .* build\.manifest/);
  });

  it('follows static imports only, once each', () => {
    const manifest = {
      a: { file: 'a.js', imports: ['b'], dynamicImports: ['c'] },
      b: { file: 'b.js', imports: ['a'] },
      c: { file: 'c.js' },
    };
    expect([...(staticClosure(manifest, 'a') as Set<string>)]).toEqual(['a', 'b']);
  });

  it('groups modules by package', () => {
    expect(ownerOf('@tanstack/query-core/build/modern/query.js')).toBe('@tanstack/query-core');
    expect(ownerOf('zod/v4/core/schemas.js')).toBe('zod');
    expect(ownerOf('apps/site/src/app/App.tsx')).toBe('apps/site/src/app/App.tsx');
  });

  it('keeps the limits of the issue in the config file', () => {
    expect(loadConfig()).toMatchObject({
      homeInitialJsGzipKb: 150,
      homeInitialJsTargetGzipKb: 120,
      lazyChunkGzipKb: 50,
      initialCssGzipKb: 20,
    });
  });
});

describe('compressed copies of the build', () => {
  function distWith(files: Record<string, Buffer>) {
    const dist = mkdtempSync(join(tmpdir(), 'budget-copies-'));
    folders.push(dist);
    mkdirSync(join(dist, 'assets'));
    for (const [file, body] of Object.entries(files)) writeFileSync(join(dist, file), body);
    return dist;
  }
  const script = Buffer.from('console.log("home");'.repeat(200));

  it('accepts a build whose text files each have a .br and a .gz copy of themselves', () => {
    const dist = distWith({
      'assets/index.js': script,
      'assets/index.js.br': brotliCompressSync(script),
      'assets/index.js.gz': gzipSync(script),
      // Small files and images are sent as they are.
      'assets/tiny.js': Buffer.from('1'),
      'assets/logo.png': incompressible(4),
    });
    expect(compressedCopyProblems(dist)).toEqual([]);
  });

  it('names a missing copy and one left from an older build', () => {
    const dist = distWith({
      'assets/index.js': script,
      'assets/index.js.br': brotliCompressSync(Buffer.from('an older build'.repeat(100))),
    });
    expect(compressedCopyProblems(dist)).toEqual([
      'assets/index.js.br is not assets/index.js (stale copy)',
      'assets/index.js.gz is missing',
    ]);
  });
});
