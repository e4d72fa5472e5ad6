import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** The site's languages, as the preferences store keeps them (`localStorage.lang`). */
export type Lang = 'TY' | 'EN';
export const LANGS: readonly Lang[] = ['TY', 'EN'];

type Tree = { [key: string]: string | Tree };
const catalogue = (file: string) =>
  JSON.parse(
    readFileSync(new URL(`../apps/site/src/i18n/locales/${file}`, import.meta.url), 'utf8'),
  ) as Tree;

const trees: Record<Lang, Tree> = {
  TY: {
    ...catalogue('ty.shell.json'),
    ...catalogue('ty.auth.json'),
    ...catalogue('ty.pages.json'),
  },
  EN: catalogue('en.json'),
};

/**
 * A text of the site's catalogues in one language, with its `{{name}}` placeholders filled: tests
 * find controls by what a TY or EN player reads, from the same catalogues the site shows.
 */
export function text(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  let node: string | Tree | undefined = trees[lang];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${lang}`);
  return node.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** Every page of this test opens in `lang`. */
export async function speak(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
}
