import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { PageShell } from './src/app/landingRoutes';

/** The file the server reads (beside index.html) to draw a landing page's shell. */
export const PAGE_SHELLS_FILE = 'page-shells.json';

/** Catalogue files by site language (TY comes in parts: src/i18n/index.ts says why). */
const CATALOGUES = {
  TY: ['ty.shell.json', 'ty.auth.json', 'ty.pages.json'],
  EN: ['en.json'],
} as const;

export interface PageShellTexts {
  title: string;
  intro?: string;
}

/** Per path: the texts in each language, and whether the server draws the first games. */
export type PageShellsFile = Record<
  string,
  { games: boolean; texts: Record<keyof typeof CATALOGUES, PageShellTexts> }
>;

function lookUp(catalogue: unknown, key: string, language: string): string {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogue,
    );
  if (typeof value !== 'string') throw new Error(`page shells: no ${language} text for "${key}"`);
  return value;
}

/** The shells' texts from the catalogues; a missing text stops the build. */
export function pageShellsFile(
  shells: Readonly<Record<string, PageShell>>,
  catalogues: Record<keyof typeof CATALOGUES, unknown>,
): PageShellsFile {
  const out: PageShellsFile = {};
  for (const [path, shell] of Object.entries(shells)) {
    const texts = {} as Record<keyof typeof CATALOGUES, PageShellTexts>;
    for (const language of Object.keys(CATALOGUES) as (keyof typeof CATALOGUES)[]) {
      const catalogue = catalogues[language];
      texts[language] = {
        title: lookUp(catalogue, `title.${shell.titleKey}`, language),
        ...(shell.introKey ? { intro: lookUp(catalogue, shell.introKey, language) } : {}),
      };
    }
    out[path] = { games: shell.games === true, texts };
  }
  return out;
}

/** Writes `page-shells.json` into the build for the server (apps/server/src/http/pageShell.ts). */
export function pageShells(shells: Readonly<Record<string, PageShell>>): Plugin {
  return {
    name: 'playdeck-page-shells',
    apply: 'build',
    generateBundle() {
      const read = (files: readonly string[]): unknown =>
        Object.assign(
          {},
          ...files.map((file) =>
            JSON.parse(
              readFileSync(new URL(`./src/i18n/locales/${file}`, import.meta.url), 'utf8'),
            ),
          ),
        );
      const file = pageShellsFile(shells, { TY: read(CATALOGUES.TY), EN: read(CATALOGUES.EN) });
      this.emitFile({ type: 'asset', fileName: PAGE_SHELLS_FILE, source: JSON.stringify(file) });
    },
  };
}
