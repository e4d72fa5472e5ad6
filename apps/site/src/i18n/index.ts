import { useSyncExternalStore } from 'react';
import { htmlLangOf, type Language } from '@playdeck/domain';
import ty from './locales/ty.json';
import { usePreferences } from '../stores/preferences';
import { createTranslator, type KeysOf, type Translate } from './translator';

/**
 * Interface text in TY (Filipino wording, the default, bundled) and EN (its own chunk, fetched the
 * first time it is chosen). The translator speaks BCP 47 (`fil`, `en`) so plural rules and
 * `<html lang>` agree; the site and the API speak of TY and EN. Decision 050 says why this is not
 * i18next.
 */
export type TranslationKey = KeysOf<typeof ty>;
export type TFunction = Translate<TranslationKey>;
export type { TranslationVars } from './translator';

export const i18n = createTranslator<'fil' | 'en', TranslationKey>({
  fallback: { tag: 'fil', catalogue: ty },
  loaders: { en: () => import('./locales/en.json').then((m) => m.default) },
});

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
