#!/usr/bin/env node
// Size budgets of the built site (`pnpm test:budget`, a suite of `npm test` after `build`).
// Reads the Vite manifest of apps/site/dist (with the site's `.vite/chunk-modules.json`, its
// index.html and route-preload.js) and checks, compressed as a server sends them:
//   - for each route of the config (home, a game list, log in), every JavaScript file the page
//     requests before it is usable: the scripts and module preloads of index.html, the entry and
//     its static imports, the start-up chunks every page loads beside its first render
//     (`startupModules`), what route-preload.js preloads on the path, the route's page chunk,
//     the chunks its first render loads at once (`everyPageFirstRender`, the route's
//     `firstRender`) and the chosen language's texts (`texts`), each with its static imports.
//     e2e/route-budget.spec.ts holds that set equal to what Chromium requests;
//   - the same routes' stylesheets;
//   - every lazily loaded chunk: the chunk plus the static imports it adds beyond what the first
//     route (home, where players land) loaded;
//   - that every text file has the .br and .gz copies the server sends (apps/site/vite.precompress.ts).
// Limits live in scripts/budget.config.json. Sizes are deterministic, so this can fail a build.
//
//   node scripts/budget.mjs [--dist <folder>] [--config <file>]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** @typedef {{ file: string, raw: number, gzip: number, brotli: number }} FileSize */

/** Bytes of one file: as built, gzip -9 and brotli quality 11. */
export function sizeOf(distDir, file) {
  const body = readFileSync(join(distDir, file));
  return {
    file,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

export function readManifest(distDir) {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(
      `No Vite manifest at ${file}. Build the site first (pnpm build); apps/site/vite.config.ts must keep build.manifest on.`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Manifest keys reached from `start` through static imports, `start` included. */
export function staticClosure(manifest, start) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(start);
  return seen;
}

/**
 * The manifest key of the chunk that holds a module of apps/site (a path from apps/site, as the
 * manifest writes it: `src/…`, `../../packages/…`): its own key when it is a chunk's entry
 * module, else the shared chunk the bundler put it in (from chunk-modules.json).
 */
export function manifestKeyOf(distDir, manifest, module) {
  if (manifest[module]) return module;
  const id = posix.normalize(`apps/site/${module}`);
  const file = Object.entries(chunkModules(distDir)).find(([, modules]) =>
    modules.some((m) => m.id === id),
  )?.[0];
  return Object.keys(manifest).find((key) => manifest[key].file === file);
}

/** `.vite/chunk-modules.json` (each chunk's modules, written by the site's Vite config), or {}. */
function chunkModules(distDir) {
  const file = join(distDir, '.vite', 'chunk-modules.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** A same-site address of the HTML (`/assets/x.js`) as a file of the build (`assets/x.js`). */
const fileOfHref = (href) =>
  href.startsWith('/') && !href.startsWith('//') ? href.slice(1) : null;

/**
 * What index.html asks for by itself: its scripts (theme-init.js, route-preload.js, boot.js) and
 * its module preloads (the entry and its chunks), as files of the build. None without an HTML.
 */
export function htmlRequests(distDir) {
  const file = join(distDir, 'index.html');
  if (!existsSync(file)) return { scripts: [], modulePreloads: [] };
  const html = readFileSync(file, 'utf8');
  const tags = (name) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
  const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const files = (list) => list.map(fileOfHref).filter((f) => f !== null);
  return {
    scripts: files(tags('script').map((t) => attr(t, 'src') ?? '')),
    modulePreloads: files(
      tags('link')
        .filter((t) => attr(t, 'rel') === 'modulepreload')
        .map((t) => attr(t, 'href') ?? ''),
    ),
  };
}

/**
 * The JavaScript route-preload.js (apps/site/vite.routePreload.ts) preloads on `path`, as files of
 * the build: nothing on a path it does not list, or without the script.
 */
export function routePreloadFiles(distDir, path) {
  const file = join(distDir, 'route-preload.js');
  if (!existsSync(file)) return [];
  const table = readFileSync(file, 'utf8').match(/var table = (.*);\n/)?.[1];
  if (!table) throw new Error(`${file} has no preload table: has vite.routePreload.ts changed?`);
  const clean = path.replace(/\/+$/, '') || '/';
  const row = JSON.parse(table).find((r) => r.paths.includes(clean));
  return (row?.js ?? []).map(fileOfHref).filter((f) => f !== null);
}

/**
 * Everything a route's page requests before it is usable, as files of the build, each with why
 * it is there (the first reason found, in the order below): index.html's scripts and module
 * preloads, the entry and its static imports, the start-up chunks, what route-preload.js
 * preloads on the path, the route's page chunk, the chunks its first render loads at once and
 * the language's texts, each chunk with its static imports. `route` is one of `config.routes`.
 * Returns `{ js: [{ file, why }], css: [{ file, why }] }`.
 */
export function routeFiles(distDir, manifest, config, route) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk.');
  const keyOf = (module, where) => {
    const key = manifestKeyOf(distDir, manifest, module);
    if (!key) {
      throw new Error(
        `No chunk of the build holds "${module}" (${where} in scripts/budget.config.json).`,
      );
    }
    return key;
  };
  if (!manifest[route.page]) {
    throw new Error(
      `The manifest has no "${route.page}" (the page of ${route.name} in scripts/budget.config.json). Is it still a lazy route?`,
    );
  }
  const texts = (route.texts ?? []).map((part) => {
    const module = config.texts?.[part];
    if (!module) {
      throw new Error(
        `${route.name} asks for the "${part}" texts, which config.texts does not name.`,
      );
    }
    return keyOf(module, `texts.${part}`);
  });
  const js = new Map();
  const css = new Map();
  const add = (file, why) => {
    if (!js.has(file)) js.set(file, why);
  };
  const addChunks = (starts, why) => {
    for (const start of starts) {
      for (const key of staticClosure(manifest, start)) {
        const chunk = manifest[key];
        if (chunk.file.endsWith('.js')) add(chunk.file, why);
        for (const c of chunk.css ?? []) if (!css.has(c)) css.set(c, why);
      }
    }
  };
  const html = htmlRequests(distDir);
  for (const file of html.scripts) add(file, 'index.html script');
  for (const file of html.modulePreloads) add(file, 'index.html preload');
  addChunks([entryKey], 'entry');
  addChunks(
    (config.startupModules ?? []).map((m) => keyOf(m, 'startupModules')),
    'start-up',
  );
  for (const file of routePreloadFiles(distDir, route.path)) add(file, 'route preload');
  addChunks([route.page], 'page');
  addChunks(
    [
      ...(config.everyPageFirstRender ?? []).map((m) => keyOf(m, 'everyPageFirstRender')),
      ...(route.firstRender ?? []).map((m) => keyOf(m, `firstRender of ${route.name}`)),
    ],
    'first render',
  );
  addChunks(texts, `${config.language ?? ''} texts`.trim());
  const list = (map) => [...map].map(([file, why]) => ({ file, why }));
  return { js: list(js), css: list(css) };
}

const sum = (sizes) =>
  sizes.reduce(
    (t, s) => ({ raw: t.raw + s.raw, gzip: t.gzip + s.gzip, brotli: t.brotli + s.brotli }),
    { raw: 0, gzip: 0, brotli: 0 },
  );

/**
 * What the build weighs: for each route of `config.routes`, the JavaScript and CSS it requests
 * before it is usable (`routeFiles`), and each lazily loaded chunk with what it adds beyond the
 * first route (home).
 */
export function measureBuild(distDir, config) {
  const manifest = readManifest(distDir);
  if (!config.routes?.length) throw new Error('scripts/budget.config.json names no routes.');
  const cache = new Map();
  const size = (file) => {
    if (!cache.has(file)) cache.set(file, sizeOf(distDir, file));
    return cache.get(file);
  };
  const sized = (list) =>
    list.map(({ file, why }) => ({ ...size(file), why })).sort((a, b) => b.gzip - a.gzip);
  const routes = config.routes.map((route) => {
    const files = routeFiles(distDir, manifest, config, route);
    const js = sized(files.js);
    const css = sized(files.css);
    return { name: route.name, path: route.path, js, css, jsTotal: sum(js), cssTotal: sum(css) };
  });

  const landed = new Set(routes[0].js.map((s) => s.file));
  const lazy = Object.entries(manifest)
    .filter(
      ([, chunk]) => chunk.isDynamicEntry && chunk.file.endsWith('.js') && !landed.has(chunk.file),
    )
    .map(([key, chunk]) => {
      const files = new Set();
      for (const k of staticClosure(manifest, key)) {
        const file = manifest[k].file;
        if (file.endsWith('.js') && (k === key || !landed.has(file))) files.add(file);
      }
      const js = [...files].map(size);
      return {
        name: chunk.src ?? key,
        file: chunk.file,
        own: size(chunk.file),
        js,
        total: sum(js),
      };
    })
    .sort((a, b) => b.total.gzip - a.total.gzip);

  const allJs = [
    ...new Set(
      Object.values(manifest)
        .map((c) => c.file)
        .filter((f) => f.endsWith('.js')),
    ),
  ].map(size);
  const largest = [...allJs].sort((a, b) => b.gzip - a.gzip)[0];

  return { routes, lazy, allJs: sum(allJs), largest };
}

const kb = (bytes) => bytes / 1000;
export const formatKb = (bytes) => `${kb(bytes).toFixed(1)} kB`;

const routeJsBudget = (route) => `${route.name} (${route.path}) JavaScript before usable (gzip)`;

/** A budget's limit and figure as the report prints them: kB, or a count of files. */
const limitOf = (r) => ('limit' in r ? String(r.limit) : `${r.limitKb} kB`);
const actualOf = (r) => ('limit' in r ? String(r.actual) : `${r.actualKb.toFixed(1)} kB`);

/** Each budget with its limit and the measured figure; `ok` false fails the test command. */
export function checkBudgets(measure, config) {
  const results = [
    // A route still over the limit may not grow past its ceiling (its figure when the route
    // budgets came in): the limit stays the goal, reported beside it.
    ...measure.routes.map((r) => ({
      name: routeJsBudget(r),
      limitKb: Math.max(config.routeJsGzipKb, config.routeCeilingsGzipKb?.[r.name] ?? 0),
      actualKb: kb(r.jsTotal.gzip),
    })),
    // Requests, not only bytes: each costs a round trip on a slow link (six at a time over
    // HTTP/1.1), and small files compress worse than one.
    ...measure.routes
      .filter((r) => config.routeJsFileCeilings?.[r.name] !== undefined)
      .map((r) => ({
        name: `${r.name} (${r.path}) JavaScript files before usable`,
        limit: config.routeJsFileCeilings[r.name],
        actual: r.js.length,
      })),
    ...measure.routes.map((r) => ({
      name: `${r.name} (${r.path}) CSS before usable (gzip)`,
      limitKb: config.initialCssGzipKb,
      actualKb: kb(r.cssTotal.gzip),
    })),
    ...measure.lazy.map((l) => ({
      name: `lazy chunk ${l.name} (gzip, with what it adds)`,
      limitKb: config.lazyChunkGzipKb,
      actualKb: kb(l.total.gzip),
    })),
  ];
  return results.map((r) => ({
    ...r,
    ok: 'limit' in r ? r.actual <= r.limit : r.actualKb <= r.limitKb,
  }));
}

/** Package name for a dependency, the file for the site's own code. */
export function ownerOf(moduleId) {
  if (moduleId.startsWith('apps/') || moduleId.startsWith('packages/') || moduleId.startsWith('/'))
    return moduleId;
  const parts = moduleId.split('/');
  return moduleId.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? moduleId);
}

/**
 * What fills a set of files: each module's share of its chunk's gzip size, by its share of the
 * chunk's code before minifying (an estimate: the module report comes from the bundler), grouped
 * by package. A file the bundler did not write (public/boot.js) counts as itself. Needs
 * `.vite/chunk-modules.json` (written by the site's Vite config).
 */
export function fillers(distDir, sizes, limit = 12) {
  if (!existsSync(join(distDir, '.vite', 'chunk-modules.json'))) return [];
  const report = chunkModules(distDir);
  const byOwner = new Map();
  const add = (owner, gzip) => byOwner.set(owner, (byOwner.get(owner) ?? 0) + gzip);
  for (const s of sizes) {
    const modules = report[s.file] ?? [];
    const total = modules.reduce((t, m) => t + m.bytes, 0);
    if (!total) add(s.file, s.gzip);
    for (const m of modules) if (total) add(ownerOf(m.id), (m.bytes / total) * s.gzip);
  }
  return [...byOwner.entries()]
    .map(([owner, gzip]) => ({ owner, gzip }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, limit);
}

/** A Markdown table; the first `left` columns are text, the others figures. */
function table(head, rows, left = 1) {
  const lines = [
    `| ${head.join(' | ')} |`,
    `|${head.map((_, i) => (i < left ? '---' : '---:')).join('|')}|`,
  ];
  for (const r of rows) lines.push(`| ${r.join(' | ')} |`);
  return lines.join('\n');
}

/** The report: each route's files and what fills them, the lazy chunks, then every budget. */
export function formatReport(measure, results, config, distDir) {
  const out = [];
  const row = (label, why, s) => [
    label,
    why,
    formatKb(s.raw),
    formatKb(s.gzip),
    formatKb(s.brotli),
  ];
  for (const route of measure.routes) {
    const gap = kb(route.jsTotal.gzip) - config.routeJsTargetGzipKb;
    out.push(
      `## ${route.name} (${route.path}): ${formatKb(route.jsTotal.gzip)} gzip of JavaScript before usable, ${route.js.length} files`,
      '',
      `Limit ${config.routeJsGzipKb} kB${
        config.routeCeilingsGzipKb?.[route.name]
          ? ` (not met: held at its ceiling of ${config.routeCeilingsGzipKb[route.name]} kB until it is)`
          : ''
      }; ${Math.abs(gap).toFixed(1)} kB ${gap > 0 ? 'over' : 'under'} the ${config.routeJsTargetGzipKb} kB target.`,
      '',
      table(
        ['file', 'why', 'raw', 'gzip', 'brotli'],
        [
          ...route.js.map((s) => row(s.file, s.why, s)),
          row('**JavaScript total**', '', route.jsTotal),
          ...route.css.map((s) => row(s.file, s.why, s)),
          row('**CSS total**', '', route.cssTotal),
        ],
        2,
      ),
    );
    const filling = distDir ? fillers(distDir, route.js) : [];
    if (filling.length) {
      out.push(
        '',
        'What fills its JavaScript (estimated gzip share):',
        '',
        table(
          ['package or module', 'gzip (est.)'],
          filling.map((f) => [f.owner, formatKb(f.gzip)]),
        ),
      );
    }
    out.push('');
  }
  const topLazy = measure.lazy.slice(0, 8);
  out.push(
    table(
      [
        `lazy chunk (heaviest), beyond ${measure.routes[0]?.name}`,
        'own gzip',
        'with what it adds, gzip',
        'brotli',
      ],
      topLazy.map((l) => [
        l.name,
        formatKb(l.own.gzip),
        formatKb(l.total.gzip),
        formatKb(l.total.brotli),
      ]),
    ),
  );
  out.push(
    '',
    `All JavaScript of the build: ${formatKb(measure.allJs.gzip)} gzip, ${formatKb(measure.allJs.brotli)} brotli; largest chunk ${measure.largest?.file} (${formatKb(measure.largest?.gzip ?? 0)} gzip).`,
  );
  out.push(
    '',
    table(
      ['budget', 'limit', 'actual', 'result'],
      results
        .filter((r) => !r.ok || !r.name.startsWith('lazy'))
        .map((r) => [r.name, limitOf(r), actualOf(r), r.ok ? 'pass' : '**OVER**']),
    ),
  );
  const lazyOk = results.filter((r) => r.name.startsWith('lazy') && r.ok).length;
  out.push(`(${lazyOk} lazy chunks within ${config.lazyChunkGzipKb} kB)`);
  return out.join('\n');
}

/** Text files the build writes compressed copies of (as apps/site/vite.precompress.ts). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_COMPRESSED_BYTES = 1024;

/**
 * The server sends the .br or .gz copy of a build file when the browser accepts it, so a copy that
 * is missing or stale would send more bytes or an older file. Returns what is wrong, if anything.
 */
export function compressedCopyProblems(distDir) {
  const problems = [];
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        visit(path);
        continue;
      }
      if (!COMPRESSIBLE.test(entry.name) || statSync(path).size < MIN_COMPRESSED_BYTES) continue;
      const body = readFileSync(path);
      const name = path.slice(distDir.length + 1);
      for (const [suffix, unpack] of [
        ['.br', brotliDecompressSync],
        ['.gz', gunzipSync],
      ]) {
        if (!existsSync(path + suffix)) problems.push(`${name}${suffix} is missing`);
        else if (!unpack(readFileSync(path + suffix)).equals(body))
          problems.push(`${name}${suffix} is not ${name} (stale copy)`);
      }
    }
  };
  visit(distDir);
  return problems;
}

export function loadConfig(file = join(root, 'scripts', 'budget.config.json')) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Measures, checks and formats: `{ ok, text, measure, results }`. */
export function runBudget({ distDir, config }) {
  const measure = measureBuild(distDir, config);
  const results = checkBudgets(measure, config);
  const text = formatReport(measure, results, config, distDir);
  return {
    ok: results.every((r) => r.ok),
    text,
    measure,
    results,
  };
}

function argument(name) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const config = loadConfig(argument('--config'));
    const distDir = resolve(root, argument('--dist') ?? config.dist);
    const { ok, text, results } = runBudget({ distDir, config });
    console.log(text);
    const copies = compressedCopyProblems(distDir);
    if (copies.length) {
      console.error(
        `\nCompressed copies the server would send are wrong:\n  ${copies.join('\n  ')}`,
      );
      process.exit(1);
    }
    console.log('Every text file of the build has its .br and .gz copy.');
    if (!ok) {
      console.error(
        `\nOver budget: ${results
          .filter((r) => !r.ok)
          .map((r) => `${r.name} ${actualOf(r)} > ${limitOf(r)}`)
          .join('; ')}`,
      );
      process.exit(1);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
