import { useSyncExternalStore } from 'react';
import { htmlLangOf, type Language } from '@playdeck/domain';
import tyShell from './locales/ty.shell.json';
import type tyAuth from './locales/ty.auth.json';
import type tyPages from './locales/ty.pages.json';
import { usePreferences } from '../stores/preferences';
import { brandPlaceholders, currentBrand } from '../shell/brand';
import { createTranslator, type KeysOf, type Translate } from './translator';

/**
 * Interface text in TY (Filipino wording, the default) and EN (its own chunk, fetched the first
 * time it is chosen). TY comes in three parts: `ty.shell.json`, bundled, holds what the shell, home
 * and the game lists show; `ty.auth.json` what log in, sign up and password retrieval add, fetched
 * with them; `ty.pages.json` every other page's texts, fetched with the first of those pages
 * (`withPageTexts`) or the popups. The translator speaks BCP 47 (`fil`, `en`) so
 * plural rules and `<html lang>` agree; the site and the API speak of TY and EN. Decision 050 says
 * why this is not i18next, and why TY is split.
 */
export type TyCatalogue = typeof tyShell & typeof tyAuth & typeof tyPages;
export type TranslationKey = KeysOf<TyCatalogue>;
export type TFunction = Translate<TranslationKey>;

export const i18n = createTranslator<'fil' | 'en', TranslationKey>({
  fallback: {
    tag: 'fil',
    catalogue: tyShell,
    parts: {
      auth: () => import('./locales/ty.auth.json').then((m) => m.default),
      pages: () => import('./locales/ty.pages.json').then((m) => m.default),
    },
  },
  loaders: { en: () => import('./locales/en.json').then((m) => m.default) },
  // `{{brand}}`, `{{appName}}`, ...: texts that name the merchant take it from the skin folder of
  // the skin on <html> (fixed before the first paint on the site; Storybook's toolbar changes it).
  defaults: () => ({ ...brandPlaceholders(currentBrand()), minAge: __PLAYDECK_MIN_AGE__ }),
});

/** The parts of TY fetched after the shell's: see above. */
type TextPart = 'auth' | 'pages';

/**
 * A page loader that also waits for the chosen language's texts (all of them, or the TY `parts`
 * the page names), so no bare key shows.
 */
export function withPageTexts<M>(
  load: () => Promise<M>,
  parts?: readonly TextPart[],
): () => Promise<M> {
  const texts = () => (parts ? i18n.loadParts(parts) : i18n.loadAll());
  return () => Promise.all([load(), texts()]).then(([module]) => module);
}

/** `t` in the language showing; the component re-renders when it changes. */
export function useTranslation() {
  const { t } = useSyncExternalStore(i18n.subscribe, i18n.getSnapshot, i18n.getSnapshot);
  return { t, i18n };
}

function showLang() {
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
}

function applyLanguage(language: Language) {
  // A catalogue that cannot arrive (offline before it was ever fetched) leaves TY showing; choosing
  // EN again retries.
  i18n.changeLanguage(htmlLangOf(language)).catch(() => undefined);
}

i18n.subscribe(showLang);
showLang();
applyLanguage(usePreferences.getState().language);
usePreferences.subscribe((s, prev) => {
  if (s.language !== prev.language) applyLanguage(s.language);
});
