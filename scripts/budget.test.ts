// Runs in the `tokens` Vitest project (see tokens/vitest.config.ts), like the literal check.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without type declarations
import * as budget from './budget.mjs';

interface Result {
  name: string;
  limitKb: number;
  actualKb: number;
  ok: boolean;
}
interface Route {
  name: string;
  path: string;
  js: { file: string; why: string }[];
  css: { file: string; why: string }[];
}
interface Run {
  ok: boolean;
  text: string;
  results: Result[];
  measure: { routes: Route[]; lazy: { name: string }[] };
}
interface Filler {
  owner: string;
  gzip: number;
}
const {
  compressedCopyProblems,
  fillers,
  htmlRequests,
  loadConfig,
  ownerOf,
  routePreloadFiles,
  runBudget,
  staticClosure,
} = budget as {
  compressedCopyProblems: (dist: string) => string[];
  fillers: (dist: string, sizes: { file: string; gzip: number }[]) => Filler[];
  htmlRequests: (dist: string) => { scripts: string[]; modulePreloads: string[] };
  loadConfig: () => Record<string, unknown>;
  ownerOf: (id: string) => string;
  routePreloadFiles: (dist: string, path: string) => string[];
  runBudget: (o: { distDir: string; config: typeof config }) => Run;
  staticClosure: (manifest: object, start: string) => Set<string>;
};

const config = {
  routeJsGzipKb: 150,
  routeJsTargetGzipKb: 120,
  lazyChunkGzipKb: 50,
  initialCssGzipKb: 20,
  startupModules: ['src/api/client.ts'] as string[],
  // A module of another package, in a chunk it shares (found through chunk-modules.json).
  everyPageFirstRender: ['../../packages/codec/src/des.ts'],
  language: 'TY',
  texts: { shell: 'src/i18n/shell.json', pages: 'src/i18n/pages.json' } as Record<string, string>,
  routes: [
    {
      name: 'home',
      path: '/m/home',
      page: 'src/home/HomePage.tsx',
      firstRender: ['src/home/Sections.tsx'],
      texts: ['shell'],
    },
    {
      name: 'game list',
      path: '/m/slot-games',
      page: 'src/games/GameListPage.tsx',
      firstRender: [] as string[],
      texts: ['shell'],
    },
    {
      name: 'log in',
      path: '/m/login',
      page: 'src/auth/LoginPage.tsx',
      firstRender: [] as string[],
      texts: ['shell', 'pages'],
    },
  ],
};

const folders: string[] = [];
afterEach(() => {
  for (const f of folders.splice(0)) rmSync(f, { recursive: true, force: true });
});

/** Random bytes do not compress: a file of `kb` kB weighs about that much gzipped too. */
const incompressible = (kb: number) => randomBytes(kb * 1000);

const INDEX_HTML = `<!doctype html>
<html><head>
<script src="/route-preload.js" async></script>
<script src="/theme-init.js"></script>
<link rel="modulepreload" crossorigin fetchpriority="low" data-boot href="/assets/index.js">
<script src="/boot.js" data-entry="/assets/index.js" defer></script>
<link rel="modulepreload" crossorigin fetchpriority="low" data-boot href="/assets/vendor.js">
<link rel="stylesheet" crossorigin href="/assets/index.css">
<script src="https://elsewhere.example/tag.js"></script>
</head><body></body></html>`;

/** route-preload.js as vite.routePreload.ts writes it: log in also preloads its social chunk. */
const ROUTE_PRELOAD = `(function () {
  var table = ${JSON.stringify([
    { paths: ['/m/home', '/'], js: ['/assets/HomePage.js', '/assets/api.js'], css: [] },
    { paths: ['/m/login'], js: ['/assets/LoginPage.js', '/assets/social.js'], css: [] },
  ])};
})();
`;

/**
 * A small fake build: an entry with a vendor chunk, the start-up API chunk and its schemas, home
 * (with a shared chunk and the sections its first render loads), the game list, log in (with the
 * page texts and a chunk only route-preload.js names), and one other lazy page.
 */
function fakeDist(kb: Partial<Record<string, number>> = {}) {
  const size = (name: string, fallback: number) => incompressible(kb[name] ?? fallback);
  const dist = mkdtempSync(join(tmpdir(), 'budget-test-'));
  folders.push(dist);
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'assets'));
  const files = {
    'index.html': Buffer.from(INDEX_HTML),
    'route-preload.js': Buffer.from(ROUTE_PRELOAD),
    'theme-init.js': size('scripts', 1),
    'boot.js': size('scripts', 1),
    'assets/index.js': size('entry', 40),
    'assets/vendor.js': size('vendor', 10),
    'assets/api.js': size('api', 1),
    'assets/schemas.js': size('schemas', 1),
    'assets/codec.js': size('codec', 1),
    'assets/HomePage.js': size('home', 10),
    'assets/shared.js': size('shared', 5),
    'assets/sections.js': size('sections', 10),
    'assets/GameListPage.js': size('gameList', 10),
    'assets/LoginPage.js': size('login', 10),
    'assets/social.js': size('social', 2),
    'assets/pages.js': size('pageTexts', 10),
    'assets/OtherPage.js': size('other', 5),
    'assets/index.css': size('css', 5),
    'assets/sections.css': size('sectionsCss', 1),
    'assets/login.css': size('loginCss', 1),
  };
  for (const [file, body] of Object.entries(files)) writeFileSync(join(dist, file), body);
  const page = (file: string, imports: string[], more: object = {}) => ({
    file,
    src: file,
    isDynamicEntry: true,
    imports,
    ...more,
  });
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      css: ['assets/index.css'],
      imports: ['_vendor.js'],
      dynamicImports: [
        'src/home/HomePage.tsx',
        'src/games/GameListPage.tsx',
        'src/auth/LoginPage.tsx',
        'src/other/OtherPage.tsx',
        'src/i18n/pages.json',
        '_api.js',
        '_codec.js',
      ],
    },
    '_vendor.js': { file: 'assets/vendor.js' },
    '_api.js': { file: 'assets/api.js', imports: ['_schemas.js'] },
    '_schemas.js': { file: 'assets/schemas.js' },
    '_codec.js': { file: 'assets/codec.js' },
    '_shared.js': { file: 'assets/shared.js' },
    'src/home/HomePage.tsx': page('assets/HomePage.js', ['index.html', '_shared.js'], {
      dynamicImports: ['src/home/Sections.tsx'],
    }),
    'src/home/Sections.tsx': page('assets/sections.js', ['_shared.js'], {
      css: ['assets/sections.css'],
    }),
    'src/games/GameListPage.tsx': page('assets/GameListPage.js', ['index.html', '_shared.js']),
    'src/auth/LoginPage.tsx': page('assets/LoginPage.js', ['index.html', '_schemas.js'], {
      css: ['assets/login.css'],
    }),
    'src/i18n/pages.json': page('assets/pages.js', []),
    'src/other/OtherPage.tsx': page('assets/OtherPage.js', [
      'index.html',
      '_shared.js',
      '_schemas.js',
    ]),
  };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    join(dist, '.vite', 'chunk-modules.json'),
    JSON.stringify({
      'assets/index.js': [
        { id: 'react-dom/cjs/react-dom-client.production.js', bytes: 3000 },
        { id: 'apps/site/src/main.tsx', bytes: 500 },
        { id: 'apps/site/src/i18n/shell.json', bytes: 500 },
      ],
      'assets/shared.js': [{ id: '@scope/lib/dist/index.js', bytes: 10 }],
      'assets/api.js': [{ id: 'apps/site/src/api/client.ts', bytes: 10 }],
      'assets/codec.js': [{ id: 'packages/codec/src/des.ts', bytes: 10 }],
    }),
  );
  return dist;
}

const run = (dist: string, c = config) => runBudget({ distDir: dist, config: c });
const failed = (r: Run) => r.results.filter((x) => !x.ok).map((x) => x.name);
const routeOf = (r: Run, name: string) => r.measure.routes.find((x) => x.name === name)!;
const filesOf = (r: Run, name: string) =>
  routeOf(r, name)
    .js.map((f) => f.file)
    .sort();
const jsBudget = {
  home: 'home (/m/home) JavaScript before usable (gzip)',
  'game list': 'game list (/m/slot-games) JavaScript before usable (gzip)',
  'log in': 'log in (/m/login) JavaScript before usable (gzip)',
};

describe('size budgets of the built site', () => {
  it('passes a build within every budget and counts what each route requests before it is usable', () => {
    const r = run(fakeDist());
    expect(r.ok).toBe(true);
    const everyPage = [
      'assets/api.js',
      'assets/codec.js',
      'assets/index.js',
      'assets/schemas.js',
      'assets/vendor.js',
      'boot.js',
      'route-preload.js',
      'theme-init.js',
    ];
    expect(filesOf(r, 'home')).toEqual(
      [...everyPage, 'assets/HomePage.js', 'assets/sections.js', 'assets/shared.js'].sort(),
    );
    expect(filesOf(r, 'game list')).toEqual(
      [...everyPage, 'assets/GameListPage.js', 'assets/shared.js'].sort(),
    );
    expect(filesOf(r, 'log in')).toEqual(
      [...everyPage, 'assets/LoginPage.js', 'assets/pages.js', 'assets/social.js'].sort(),
    );
    const why = Object.fromEntries(routeOf(r, 'log in').js.map((f) => [f.file, f.why]));
    expect(why).toMatchObject({
      'theme-init.js': 'index.html script',
      'assets/index.js': 'index.html preload',
      'assets/api.js': 'start-up',
      'assets/social.js': 'route preload',
      'assets/pages.js': 'TY texts',
    });
    for (const file of ['assets/sections.js', 'assets/codec.js'])
      expect(routeOf(r, 'home').js.find((f) => f.file === file)?.why).toBe('first render');
    expect(
      routeOf(r, 'home')
        .css.map((f) => f.file)
        .sort(),
    ).toEqual(['assets/index.css', 'assets/sections.css']);
    const home = r.results.find((x) => x.name === jsBudget.home);
    expect(home?.actualKb).toBeGreaterThan(75);
    expect(home?.actualKb).toBeLessThan(150);
    for (const route of config.routes) expect(r.text).toContain(`## ${route.name} (${route.path})`);
  });

  it.each([
    ['home', { sections: 90 }],
    ['game list', { gameList: 100 }],
    ['log in', { pageTexts: 90 }],
  ] as const)(
    'fails when the JavaScript %s requests before it is usable is over 150 kB gzip',
    (route, sizes) => {
      const r = run(fakeDist(sizes));
      expect(r.ok).toBe(false);
      // Only that route is over (its own chunk may also be over the lazy budget).
      expect(failed(r).filter((name) => !name.startsWith('lazy'))).toEqual([jsBudget[route]]);
      expect(r.text).toContain('**OVER**');
    },
  );

  it('holds a route still over 150 kB at its ceiling: no growth past it', () => {
    const dist = fakeDist({ sections: 90 });
    const home = run(dist).results.find((x) => x.name === jsBudget.home)!;
    const held = { ...config, routeCeilingsGzipKb: { home: Math.ceil(home.actualKb) } };
    expect(run(dist, held).ok).toBe(true);
    expect(run(dist, held).text).toContain('not met: held at its ceiling');
    const grown = { ...config, routeCeilingsGzipKb: { home: Math.floor(home.actualKb) - 1 } };
    expect(failed(run(dist, grown)).filter((n) => !n.startsWith('lazy'))).toEqual([jsBudget.home]);
  });

  it('fails when a route requests more JavaScript files than its ceiling, naming the count', () => {
    const dist = fakeDist();
    const files = filesOf(run(dist), 'home').length;
    const name = 'home (/m/home) JavaScript files before usable';
    const held = run(dist, { ...config, routeJsFileCeilings: { home: files } });
    expect(held.results.find((x) => x.name === name)).toMatchObject({ ok: true, actual: files });
    const split = run(dist, { ...config, routeJsFileCeilings: { home: files - 1 } });
    expect(failed(split)).toEqual([name]);
    expect(split.text).toContain(`| ${name} | ${files - 1} | ${files} | **OVER** |`);
  });

  it('counts every route within 150 kB as passing, however close', () => {
    const r = run(fakeDist({ entry: 100, sections: 10 }));
    const figures = r.results.filter((x) => x.name.includes('JavaScript before usable'));
    expect(figures.every((x) => x.ok && x.actualKb > 120 && x.actualKb <= 150)).toBe(true);
  });

  it('counts the start-up chunks in every route and in no lazy chunk', () => {
    const dist = fakeDist({ other: 20, schemas: 35 });
    const r = run(dist);
    expect(r.results.filter((x) => x.name.startsWith('lazy')).every((x) => x.ok)).toBe(true);
    for (const route of r.measure.routes)
      expect(route.js.map((f) => f.file)).toContain('assets/schemas.js');
    // Without them home does not load the schemas, and the other page carries them.
    const without = run(dist, { ...config, startupModules: [] });
    expect(failed(without)).toContain('lazy chunk assets/OtherPage.js (gzip, with what it adds)');
  });

  it('names a module of the config that no chunk holds', () => {
    const dist = fakeDist();
    expect(() => run(dist, { ...config, startupModules: ['src/api/gone.ts'] })).toThrow(
      /No chunk of the build holds "src\/api\/gone.ts" \(startupModules/,
    );
    expect(() => run(dist, { ...config, everyPageFirstRender: ['src/gone.ts'] })).toThrow(
      /\(everyPageFirstRender in/,
    );
    const routes = config.routes.map((r, i) => (i ? r : { ...r, firstRender: ['src/gone.tsx'] }));
    expect(() => run(dist, { ...config, routes })).toThrow(/firstRender of home/);
    expect(() => run(dist, { ...config, texts: { shell: 'src/i18n/shell.json' } })).toThrow(
      /log in asks for the "pages" texts/,
    );
  });

  it('fails when a lazy page with what it adds beyond home is over 50 kB gzip', () => {
    const r = run(fakeDist({ other: 50 }));
    expect(failed(r)).toEqual(['lazy chunk assets/OtherPage.js (gzip, with what it adds)']);
  });

  it("fails when a route's CSS is over 20 kB gzip", () => {
    expect(failed(run(fakeDist({ css: 21 })))).toEqual([
      'home (/m/home) CSS before usable (gzip)',
      'game list (/m/slot-games) CSS before usable (gzip)',
      'log in (/m/login) CSS before usable (gzip)',
    ]);
    expect(failed(run(fakeDist({ loginCss: 16 })))).toEqual([
      'log in (/m/login) CSS before usable (gzip)',
    ]);
  });

  it('reports the gap to the 120 kB target and what fills each route, heaviest first', () => {
    const dist = fakeDist({ entry: 100 });
    const r = run(dist);
    expect(r.ok).toBe(true);
    expect(r.text).toMatch(/\d+\.\d kB over the 120 kB target/);
    expect(r.text).toContain('What fills its JavaScript');
    const top = fillers(dist, [
      { file: 'assets/index.js', gzip: 100_000 },
      { file: 'boot.js', gzip: 1000 },
    ]);
    expect(top.map((f) => f.owner)).toEqual([
      'react-dom',
      'apps/site/src/main.tsx',
      'apps/site/src/i18n/shell.json',
      // Not written by the bundler: the file itself.
      'boot.js',
    ]);
    expect(Math.round(top[0]!.gzip)).toBe(75_000);
  });

  it('reads what index.html and route-preload.js ask for, same-site files only', () => {
    const dist = fakeDist();
    expect(htmlRequests(dist)).toEqual({
      scripts: ['route-preload.js', 'theme-init.js', 'boot.js'],
      modulePreloads: ['assets/index.js', 'assets/vendor.js'],
    });
    expect(routePreloadFiles(dist, '/m/login/')).toEqual([
      'assets/LoginPage.js',
      'assets/social.js',
    ]);
    expect(routePreloadFiles(dist, '/m/slot-games')).toEqual([]);
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
    expect([...staticClosure(manifest, 'a')]).toEqual(['a', 'b']);
  });

  it('groups modules by package', () => {
    expect(ownerOf('@tanstack/query-core/build/modern/query.js')).toBe('@tanstack/query-core');
    expect(ownerOf('zod/v4/core/schemas.js')).toBe('zod');
    expect(ownerOf('apps/site/src/app/App.tsx')).toBe('apps/site/src/app/App.tsx');
  });

  it('keeps the limits and the routes of the issue in the config file', () => {
    const c = loadConfig();
    expect(c).toMatchObject({
      routeJsGzipKb: 150,
      routeJsTargetGzipKb: 120,
      lazyChunkGzipKb: 50,
      initialCssGzipKb: 20,
      language: 'TY',
    });
    expect((c.routes as { path: string }[]).map((r) => r.path)).toEqual([
      '/m/home',
      '/m/slot-games',
      '/m/login',
    ]);
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
