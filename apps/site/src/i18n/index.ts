import { useSyncExternalStore } from 'react';
import { htmlLangOf, type Language } from '@playdeck/domain';
import tyShell from './locales/ty.shell.json';
import type tyPages from './locales/ty.pages.json';
import { usePreferences } from '../stores/preferences';
import { brandPlaceholders, currentBrand } from '../shell/brand';
import { createTranslator, type KeysOf, type Translate } from './translator';

/**
 * Interface text in TY (Filipino wording, the default) and EN (its own chunk, fetched the first
 * time it is chosen). TY comes in two parts: `ty.shell.json`, bundled, holds what the shell, home
 * and the game lists show; `ty.pages.json` holds every other page's texts and loads with the first
 * of those pages (`withPageTexts`) or the popups. The translator speaks BCP 47 (`fil`, `en`) so
 * plural rules and `<html lang>` agree; the site and the API speak of TY and EN. Decision 050 says
 * why this is not i18next, and why TY is split.
 */
export type TyCatalogue = typeof tyShell & typeof tyPages;
export type TranslationKey = KeysOf<TyCatalogue>;
export type TFunction = Translate<TranslationKey>;

export const i18n = createTranslator<'fil' | 'en', TranslationKey>({
  fallback: {
    tag: 'fil',
    catalogue: tyShell,
    rest: () => import('./locales/ty.pages.json').then((m) => m.default),
  },
  loaders: { en: () => import('./locales/en.json').then((m) => m.default) },
  // `{{brand}}`, `{{appName}}`, ...: texts that name the merchant take it from the skin folder of
  // the skin on <html> (fixed before the first paint on the site; Storybook's toolbar changes it).
  defaults: () => ({ ...brandPlaceholders(currentBrand()), minAge: __PLAYDECK_MIN_AGE__ }),
});

/** A page loader that also waits for all texts of the chosen language, so no bare key shows. */
export function withPageTexts<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), i18n.loadAll()]).then(([module]) => module);
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
