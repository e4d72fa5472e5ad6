import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * The site's own wording in both languages, read from its catalogues, so a test can walk a screen
 * in TY and in EN and look for what a player of either reads (a changed sentence changes the test
 * with it; a missing one fails it).
 */
type Tree = { [key: string]: string | Tree };

const load = (file: string) =>
  JSON.parse(
    readFileSync(new URL(`../apps/site/src/i18n/locales/${file}`, import.meta.url), 'utf8'),
  ) as Tree;

function merge(a: Tree, b: Tree): Tree {
  const out: Tree = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const prior = out[k];
    out[k] = typeof prior === 'object' && typeof v === 'object' ? merge(prior, v) : v;
  }
  return out;
}

const catalogues = {
  EN: load('en.json'),
  TY: merge(merge(load('ty.shell.json'), load('ty.auth.json')), load('ty.pages.json')),
};

export type Lang = keyof typeof catalogues;
export const LANGS: readonly Lang[] = ['TY', 'EN'];

/** A sentence of the catalogue, with its `{{placeholders}}` filled. */
export function text(
  lang: Lang,
  key: string,
  params: Record<string, string | number> = {},
): string {
  let node: string | Tree | undefined = catalogues[lang];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${lang}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Opens the site in this language (the player's stored choice, as the language switch keeps it). */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((l) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', l);
  }, lang);
}
