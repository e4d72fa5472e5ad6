#!/usr/bin/env node
// Runs the story checks over the built Storybook:
//   node visual/run.mjs               screenshots + axe, one visit per story (npm test, CI)
//   node visual/run.mjs --a11y        axe only
//   node visual/run.mjs --screenshots screenshots only
//   node visual/run.mjs --update      rewrite the baselines after an intended change, and delete
//                                     baselines of stories that no longer exist
// Any other arguments go to Playwright (e.g. -g primitives-button).
// Builds Storybook first when storybook-static/index.json is missing. VISUAL_STORYBOOK_DIR checks
// another build (e.g. a private copy that a parallel \`build-storybook\` cannot replace mid-run).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, rmdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const storybookDir = process.env.VISUAL_STORYBOOK_DIR
  ? resolve(process.env.VISUAL_STORYBOOK_DIR)
  : join(root, 'storybook-static');
const indexPath = join(storybookDir, 'index.json');
const baselines = join(root, 'visual', '__screenshots__');
const modes = ['dark', 'light'];

const args = process.argv.slice(2);
const flag = (name) => {
  const at = args.indexOf(name);
  if (at >= 0) args.splice(at, 1);
  return at >= 0;
};
const update = flag('--update');
const a11yOnly = flag('--a11y');
const screenshotsOnly = flag('--screenshots') || update;
const project = a11yOnly ? 'a11y' : screenshotsOnly ? 'visual' : 'stories';

function run(cmd, cmdArgs, env = process.env) {
  return spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env }).status ?? 1;
}

function freePort(from) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', () => {
      if (from >= 6199) reject(new Error('No free port between 6106 and 6199.'));
      else resolve(freePort(from + 1));
    });
    server.listen(from, '127.0.0.1', () => server.close(() => resolve(from)));
  });
}

function storyEntries() {
  const index = JSON.parse(readFileSync(indexPath, 'utf8'));
  return Object.values(index.entries ?? {}).filter((e) => e.type === 'story');
}
const storyIds = () => storyEntries().map((e) => e.id);

/** Skins each story is checked in (the same rule as skinsFor in visual/stories.ts). */
const coverage = JSON.parse(readFileSync(join(root, 'visual', 'coverage.json'), 'utf8'));
function skinsOf(entry) {
  const all = skins();
  if ((entry.tags ?? []).includes(coverage.sampleTag)) return all;
  if ((entry.tags ?? []).includes(coverage.pageTag)) {
    const pageSkins = all.filter((s) => coverage.pageSkins.includes(s));
    if (pageSkins.length) return pageSkins;
  }
  const reference = all.filter((s) => coverage.referenceSkins.includes(s));
  return reference.length ? reference : all;
}

function skins() {
  const dir = join(root, 'tokens', 'src', 'skins');
  return readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory());
}

/** Baseline files that no current story, skin and mode would produce. */
function orphanedBaselines() {
  if (!existsSync(baselines)) return [];
  const expected = new Map(
    storyEntries().map((e) => [
      e.id,
      new Set(skinsOf(e).flatMap((s) => modes.map((m) => `${s}-${m}.png`))),
    ]),
  );
  const orphans = [];
  for (const dir of readdirSync(baselines)) {
    const full = join(baselines, dir);
    const files = expected.get(dir);
    if (!statSync(full).isDirectory()) orphans.push(full);
    else if (!files) orphans.push(full);
    else for (const f of readdirSync(full)) if (!files.has(f)) orphans.push(join(full, f));
  }
  return orphans;
}

if (!existsSync(indexPath)) {
  if (process.env.VISUAL_STORYBOOK_DIR) {
    console.error(`${indexPath} is missing: VISUAL_STORYBOOK_DIR must hold a built Storybook.`);
    process.exit(1);
  }
  console.log('> storybook-static/index.json is missing: building Storybook first');
  if (run('pnpm', ['run', 'build-storybook']) !== 0) process.exit(1);
}

const port = process.env.VISUAL_PORT ?? String(await freePort(6106));
const stories = storyIds().length;
const sampled = storyEntries().filter((e) => (e.tags ?? []).includes(coverage.sampleTag)).length;
const pages = storyEntries().filter((e) => (e.tags ?? []).includes(coverage.pageTag)).length;
const skinList = process.env.VISUAL_SKINS ?? skins().join(', ');
const checks = { stories: 'screenshots + axe', visual: 'screenshots', a11y: 'axe' }[project];
console.log(
  `> ${checks}: ${stories} stories x skins [${skinList}] x modes [${modes.join(', ')}] at 390x844` +
    ` (skins beyond ${coverage.referenceSkins.join(', ')}: only the ${sampled} stories tagged ${coverage.sampleTag};` +
    ` the ${pages} page stories in ${coverage.pageSkins.join(', ')} only; visual/coverage.json)`,
);

const started = Date.now();
const status = run(
  'pnpm',
  [
    'exec',
    'playwright',
    'test',
    '-c',
    'playwright.visual.config.ts',
    `--project=${project}`,
    ...(update ? ['--update-snapshots=changed'] : []),
    ...args,
  ],
  { ...process.env, VISUAL_PORT: port },
);
console.log(`> story checks took ${((Date.now() - started) / 1000).toFixed(1)} s`);

const orphans = orphanedBaselines();
if (update) {
  for (const path of orphans) rmSync(path, { recursive: true, force: true });
  for (const dir of existsSync(baselines) ? readdirSync(baselines) : []) {
    const full = join(baselines, dir);
    if (statSync(full).isDirectory() && readdirSync(full).length === 0) rmdirSync(full);
  }
  if (orphans.length) console.log(`> deleted ${orphans.length} baseline(s) of removed stories`);
  console.log('> baselines rewritten in visual/__screenshots__/: review them and commit');
} else if (orphans.length) {
  console.log(
    `> ${orphans.length} baseline(s) belong to no story any more (pnpm test:visual:update deletes them):`,
  );
  for (const path of orphans.slice(0, 10)) console.log(`    ${relative(root, path)}`);
}
process.exit(status);
