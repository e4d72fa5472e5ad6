#!/usr/bin/env node
// Size budgets of the built site (`pnpm test:budget`, a suite of `npm test` after `build`).
// Reads the Vite manifest of apps/site/dist and checks, compressed as a server sends them:
//   - the home route's initial JavaScript: the entry, the home route chunk and everything they
//     import statically (what loads before home is usable);
//   - every lazily loaded chunk: the chunk plus the static imports it adds beyond what home
//     loaded (home is where players land; a page opened directly loads the entry first too) and
//     the start-up chunks every page loads beside its first render (the API client and the
//     first calls: `startupModules`), reported on their own;
//   - the initial CSS: the stylesheets of that same set;
//   - that every text file has the .br and .gz copies the server sends (apps/site/vite.precompress.ts).
// Limits live in scripts/budget.config.json. Sizes are deterministic, so this can fail a build.
//
//   node scripts/budget.mjs [--dist <folder>] [--config <file>]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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
 * The manifest key of the chunk that holds a module of apps/site: its own key when it is a
 * chunk's entry module, else the shared chunk the bundler put it in (from chunk-modules.json).
 */
export function manifestKeyOf(distDir, manifest, module) {
  if (manifest[module]) return module;
  const report = join(distDir, '.vite', 'chunk-modules.json');
  if (!existsSync(report)) return undefined;
  const id = `apps/site/${module}`;
  const file = Object.entries(JSON.parse(readFileSync(report, 'utf8'))).find(([, modules]) =>
    modules.some((m) => m.id === id),
  )?.[0];
  return Object.keys(manifest).find((key) => manifest[key].file === file);
}

function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
  }
  return { js: [...js], css: [...css] };
}

const sum = (sizes) =>
  sizes.reduce(
    (t, s) => ({ raw: t.raw + s.raw, gzip: t.gzip + s.gzip, brotli: t.brotli + s.brotli }),
    { raw: 0, gzip: 0, brotli: 0 },
  );

/**
 * What the build weighs: the home route's initial JS and CSS, the start-up chunks loaded beside
 * the first render, and each lazily loaded chunk with what it adds beyond both. `homeRoute` and
 * `startupModules` are manifest keys (source paths of apps/site).
 */
export function measureBuild(distDir, homeRoute, startupModules = []) {
  const manifest = readManifest(distDir);
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk.');
  if (!manifest[homeRoute]) {
    throw new Error(
      `The manifest has no "${homeRoute}" (homeRoute in scripts/budget.config.json). Is home still a lazy route?`,
    );
  }
  const cache = new Map();
  const size = (file) => {
    if (!cache.has(file)) cache.set(file, sizeOf(distDir, file));
    return cache.get(file);
  };
  const entryKeys = staticClosure(manifest, entryKey);
  const homeKeys = new Set([...entryKeys, ...staticClosure(manifest, homeRoute)]);
  const home = filesOf(manifest, homeKeys);
  const homeJs = home.js.map(size).sort((a, b) => b.gzip - a.gzip);
  const homeCss = home.css.map(size).sort((a, b) => b.gzip - a.gzip);

  const startKeys = new Set();
  for (const module of startupModules) {
    const start = manifestKeyOf(distDir, manifest, module);
    if (!start) {
      throw new Error(
        `No chunk of the build holds "${module}" (startupModules in scripts/budget.config.json).`,
      );
    }
    for (const key of staticClosure(manifest, start)) if (!homeKeys.has(key)) startKeys.add(key);
  }
  const startupJs = filesOf(manifest, startKeys)
    .js.map(size)
    .sort((a, b) => b.gzip - a.gzip);
  const loadedAtStart = new Set([...homeKeys, ...startKeys]);

  const lazy = Object.entries(manifest)
    .filter(
      ([key, chunk]) =>
        chunk.isDynamicEntry && chunk.file.endsWith('.js') && !loadedAtStart.has(key),
    )
    .map(([key, chunk]) => {
      const added = [...staticClosure(manifest, key)].filter(
        (k) => k === key || !loadedAtStart.has(k),
      );
      const files = filesOf(manifest, added);
      const js = files.js.map(size);
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

  return {
    entry: manifest[entryKey].file,
    home: { js: homeJs, css: homeCss, jsTotal: sum(homeJs), cssTotal: sum(homeCss) },
    startup: { js: startupJs, jsTotal: sum(startupJs) },
    lazy,
    allJs: sum(allJs),
    largest,
  };
}

const kb = (bytes) => bytes / 1000;
export const formatKb = (bytes) => `${kb(bytes).toFixed(1)} kB`;

/** Each budget with its limit and the measured figure; `ok` false fails the test command. */
export function checkBudgets(measure, config) {
  const results = [
    {
      name: 'home initial JavaScript (gzip)',
      limitKb: config.homeInitialJsGzipKb,
      actualKb: kb(measure.home.jsTotal.gzip),
    },
    {
      name: 'initial CSS (gzip)',
      limitKb: config.initialCssGzipKb,
      actualKb: kb(measure.home.cssTotal.gzip),
    },
    ...measure.lazy.map((l) => ({
      name: `lazy chunk ${l.name} (gzip, with what it adds)`,
      limitKb: config.lazyChunkGzipKb,
      actualKb: kb(l.total.gzip),
    })),
  ];
  return results.map((r) => ({ ...r, ok: r.actualKb <= r.limitKb }));
}

/** Package name for a dependency, the file for the site's own code. */
export function ownerOf(moduleId) {
  if (moduleId.startsWith('apps/') || moduleId.startsWith('packages/') || moduleId.startsWith('/'))
    return moduleId;
  const parts = moduleId.split('/');
  return moduleId.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? moduleId);
}

/**
 * What fills a set of chunks: each module's share of its chunk's gzip size, by its share of the
 * chunk's code before minifying (an estimate: the module report comes from the bundler), grouped
 * by package. Needs `.vite/chunk-modules.json` (written by the site's Vite config).
 */
export function fillers(distDir, sizes, limit = 12) {
  const file = join(distDir, '.vite', 'chunk-modules.json');
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const byOwner = new Map();
  for (const s of sizes) {
    const modules = report[s.file] ?? [];
    const total = modules.reduce((t, m) => t + m.bytes, 0);
    for (const m of modules) {
      const owner = ownerOf(m.id);
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + (total ? (m.bytes / total) * s.gzip : 0));
    }
  }
  return [...byOwner.entries()]
    .map(([owner, gzip]) => ({ owner, gzip }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, limit);
}

function table(head, rows) {
  const lines = [
    `| ${head.join(' | ')} |`,
    `|${head.map((_, i) => (i ? '---:' : '---')).join('|')}|`,
  ];
  for (const r of rows) lines.push(`| ${r.join(' | ')} |`);
  return lines.join('\n');
}

export function formatReport(measure, results, config, filling = []) {
  const out = [];
  const row = (label, s) => [label, formatKb(s.raw), formatKb(s.gzip), formatKb(s.brotli)];
  out.push(
    table(
      ['home, before usable', 'raw', 'gzip', 'brotli'],
      [
        ...measure.home.js.map((s) => row(s.file, s)),
        row('**JavaScript total**', measure.home.jsTotal),
        ...measure.home.css.map((s) => row(s.file, s)),
        row('**CSS total**', measure.home.cssTotal),
      ],
    ),
  );
  if (measure.startup.js.length) {
    out.push(
      '',
      table(
        ['loaded at start, beside the first render', 'raw', 'gzip', 'brotli'],
        [
          ...measure.startup.js.map((s) => row(s.file, s)),
          row('**JavaScript total**', measure.startup.jsTotal),
        ],
      ),
    );
  }
  const topLazy = measure.lazy.slice(0, 8);
  out.push(
    '',
    table(
      ['lazy chunk (heaviest)', 'own gzip', 'with what it adds, gzip', 'brotli'],
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
  const gap = kb(measure.home.jsTotal.gzip) - config.homeInitialJsTargetGzipKb;
  out.push(
    '',
    gap > 0
      ? `Home initial JavaScript is ${gap.toFixed(1)} kB gzip over the ${config.homeInitialJsTargetGzipKb} kB target.`
      : `Home initial JavaScript is ${(-gap).toFixed(1)} kB gzip under the ${config.homeInitialJsTargetGzipKb} kB target.`,
  );
  if (filling.length) {
    out.push(
      'What fills it (estimated gzip share):',
      '',
      table(
        ['package or module', 'gzip (est.)'],
        filling.map((f) => [f.owner, formatKb(f.gzip)]),
      ),
    );
  }
  out.push(
    '',
    table(
      ['budget', 'limit', 'actual', 'result'],
      results
        .filter((r) => !r.ok || !r.name.startsWith('lazy'))
        .map((r) => [
          r.name,
          `${r.limitKb} kB`,
          `${r.actualKb.toFixed(1)} kB`,
          r.ok ? 'pass' : '**OVER**',
        ]),
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
  const measure = measureBuild(distDir, config.homeRoute, config.startupModules);
  const results = checkBudgets(measure, config);
  const text = formatReport(measure, results, config, fillers(distDir, measure.home.js));
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
          .map((r) => `${r.name} ${r.actualKb.toFixed(1)} kB > ${r.limitKb} kB`)
          .join('; ')}`,
      );
      process.exit(1);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
