#!/usr/bin/env node
// Measures the visual suite itself (figures for docs/visual-regression.md):
//   node visual/measure.mjs stability [runs]   the screenshot suite N times (default 3) on the
//                                              unchanged tree; diffs per run (the goal is 0)
//   node visual/measure.mjs sensitivity [token] [value]
//                                              changes one token (default color.accent of the dark
//                                              mode), builds Storybook into a temporary folder,
//                                              runs the suite against it, counts the stories and
//                                              captures that fail, and restores the token file
// Both use the Storybook in storybook-static/ (or VISUAL_STORYBOOK_DIR) and never touch baselines.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const results = join(root, 'visual-report', 'results');

/** Captures that differed from their baseline in the last run: one `-actual.png` each. */
function mismatches() {
  if (!existsSync(results)) return [];
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('-actual.png'))
        found.push(full.slice(results.length + 1).replace(/-actual\.png$/, ''));
    }
  };
  walk(results);
  return found;
}

function runSuite(env = process.env) {
  const started = Date.now();
  const child = spawnSync('node', ['visual/run.mjs', '--screenshots'], {
    cwd: root,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const out = child.stdout ?? '';
  const count = (word) => Number(out.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
  const stories = Number(out.match(/screenshots: (\d+) stories/)?.[1] ?? 0);
  return {
    seconds: (Date.now() - started) / 1000,
    stories,
    screenshots: stories * 4,
    storiesFailed: count('failed'),
    diffs: mismatches(),
    status: child.status,
  };
}

function stability(runs) {
  const rows = [];
  for (let i = 1; i <= runs; i++) {
    const r = runSuite();
    rows.push(r);
    console.log(
      `run ${i}: ${r.screenshots} screenshots (${r.stories} stories), ${r.diffs.length} diffs, ` +
        `${r.seconds.toFixed(0)} s`,
    );
    for (const d of r.diffs) console.log(`    ${d}`);
  }
  const total = rows.reduce((n, r) => n + r.diffs.length, 0);
  console.log(`stability: ${runs} runs, ${total} diffs in all`);
  return total === 0 ? 0 : 1;
}

function setToken(json, path, value) {
  const keys = path.split('.');
  let node = json;
  for (const key of keys) {
    if (!node || typeof node !== 'object' || !(key in node))
      throw new Error(`no token ${path} in the file`);
    node = node[key];
  }
  if (!node || typeof node !== 'object' || !('$value' in node))
    throw new Error(`${path} is a group, not a token`);
  const before = node.$value;
  node.$value = value;
  return before;
}

function sensitivity(tokenPath, value) {
  const file = join(root, 'tokens', 'src', 'base', 'dark.json');
  const original = readFileSync(file, 'utf8');
  const out = mkdtempSync(join(tmpdir(), 'playdeck-sensitivity-'));
  let result;
  try {
    const json = JSON.parse(original);
    const before = setToken(json, tokenPath, value);
    writeFileSync(file, JSON.stringify(json, null, 2) + '\n');
    console.log(`changed ${tokenPath} in tokens/src/base/dark.json: ${before} -> ${value}`);
    const quiet = { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] };
    const tokens = spawnSync('pnpm', ['--filter', '@playdeck/tokens', 'build'], quiet);
    const built =
      tokens.status === 0 &&
      spawnSync('pnpm', ['exec', 'storybook', 'build', '--quiet', '-o', out], quiet);
    if (!built || built.status !== 0) throw new Error('building Storybook failed');
  } finally {
    writeFileSync(file, original);
    console.log('token file restored');
  }
  try {
    result = runSuite({ ...process.env, VISUAL_STORYBOOK_DIR: out });
  } finally {
    rmSync(out, { recursive: true, force: true });
    // The tokens' CSS was built from the changed file: build it again from the restored one.
    spawnSync('pnpm', ['--filter', '@playdeck/tokens', 'build'], { cwd: root, stdio: 'ignore' });
  }
  const byCombo = {};
  for (const d of result.diffs) {
    const combo = d.split('/').pop();
    byCombo[combo] = (byCombo[combo] ?? 0) + 1;
  }
  console.log(
    `sensitivity: ${result.storiesFailed} of ${result.stories} stories failed, ` +
      `${result.diffs.length} of ${result.screenshots} captures differ ` +
      `(${Object.entries(byCombo)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')})`,
  );
  return result.diffs.length > 0 ? 0 : 1;
}

const [what, ...rest] = process.argv.slice(2);
if (what === 'stability') process.exit(stability(Number(rest[0] ?? 3)));
if (what === 'sensitivity')
  process.exit(sensitivity(rest[0] ?? 'color.accent', rest[1] ?? '{palette.gold.500}'));
console.error('usage: node visual/measure.mjs stability [runs] | sensitivity [token] [value]');
process.exit(2);
