// What the suites cover: every story in the built Storybook's index.json, in every skin that
// tokens/src/skins defines and both colour modes. Read at collection time, so a new story or a
// new skin is covered by the next run without editing this folder.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..');
/** The built Storybook under test; VISUAL_STORYBOOK_DIR points elsewhere (e.g. a private copy). */
export const storybookDir = process.env.VISUAL_STORYBOOK_DIR
  ? resolve(process.env.VISUAL_STORYBOOK_DIR)
  : join(repoRoot, 'storybook-static');
export const indexPath = join(storybookDir, 'index.json');

/** Where visual/serve.mjs serves storybook-static/ (the wrapper picks a free port). */
export const storybookPort = Number(process.env.VISUAL_PORT ?? 6106);
export const storybookURL = `http://127.0.0.1:${storybookPort}`;

export const modes = ['dark', 'light'] as const;
export type Mode = (typeof modes)[number];

/** What a project checks on each story visit. */
export type Check = 'screenshot' | 'axe';

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
  tags: string[];
}

/** Which skins each story is checked in (visual/coverage.json says why). */
export const coverage = JSON.parse(
  readFileSync(join(repoRoot, 'visual', 'coverage.json'), 'utf8'),
) as { referenceSkins: string[]; sampleTag: string; pageTag: string; pageSkins: string[] };

/**
 * The skins a story is screenshotted and checked in: every skin for the sample, the base skin for
 * the page stories, else the reference ones.
 */
export function skinsFor(story: StoryEntry, skins: readonly string[]): string[] {
  if (story.tags.includes(coverage.sampleTag)) return [...skins];
  if (story.tags.includes(coverage.pageTag)) {
    const pageSkins = skins.filter((s) => coverage.pageSkins.includes(s));
    if (pageSkins.length) return pageSkins;
  }
  const reference = skins.filter((s) => coverage.referenceSkins.includes(s));
  return reference.length ? reference : [...skins];
}

interface IndexEntry {
  type?: string;
  id?: string;
  title?: string;
  name?: string;
  importPath?: string;
  tags?: string[];
}

/** Stories (not docs pages) listed in storybook-static/index.json, sorted by id. */
export function listStories(): StoryEntry[] {
  if (!existsSync(indexPath)) {
    throw new Error(
      `${indexPath} is missing: run \`pnpm run build-storybook\` (or \`pnpm test:visual\`, which builds it).`,
    );
  }
  const index = JSON.parse(readFileSync(indexPath, 'utf8')) as {
    entries?: Record<string, IndexEntry>;
  };
  const stories: StoryEntry[] = [];
  for (const entry of Object.values(index.entries ?? {})) {
    if (entry.type !== 'story' || !entry.id) continue;
    stories.push({
      id: entry.id,
      title: entry.title ?? entry.id,
      name: entry.name ?? entry.id,
      importPath: entry.importPath ?? '',
      tags: entry.tags ?? [],
    });
  }
  return stories.sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * Merchant skins: one folder each under tokens/src/skins (how a skin is added, see README).
 * VISUAL_SKINS=aurum,jade narrows or overrides the list.
 */
export function listSkins(): string[] {
  const fromEnv = process.env.VISUAL_SKINS?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (fromEnv?.length) return fromEnv;
  const dir = join(repoRoot, 'tokens', 'src', 'skins');
  const skins = existsSync(dir)
    ? readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory())
    : [];
  if (!skins.length) throw new Error('No skins found in tokens/src/skins.');
  return skins.sort((a, b) => (a === 'aurum' ? -1 : b === 'aurum' ? 1 : a.localeCompare(b)));
}

/** Baseline file of one story in one skin and mode, relative to visual/__screenshots__. */
export function baselineName(storyId: string, skin: string, mode: Mode): string[] {
  return [storyId, `${skin}-${mode}.png`];
}
