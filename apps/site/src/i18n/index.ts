import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { htmlLangOf, type Language } from '@playdeck/domain';
import ty from './locales/ty.json';
import { usePreferences } from '../stores/preferences';

/**
 * Interface text in TY (Filipino wording, the default, bundled) and EN (fetched the first time it
 * is chosen). i18next uses the BCP 47 tags (`fil`, `en`) so plural rules and `<html lang>` agree;
 * the site and the API speak of TY and EN.
 */
const loaders: Record<string, () => Promise<{ default: ResourceKey }>> = {
  en: () => import('./locales/en.json'),
  fil: async () => ({ default: ty }),
};

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (lng, _ns, done) => {
    const load = loaders[lng];
    if (!load) return done(new Error(`No catalogue for ${lng}`), null);
    load().then(
      (m) => done(null, m.default),
      (e: unknown) => done(e instanceof Error ? e : new Error(String(e)), null),
    );
  },
};

const initial = usePreferences.getState().language;

void i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    lng: htmlLangOf(initial),
    fallbackLng: 'fil',
    supportedLngs: ['fil', 'en'],
    resources: { fil: { translation: ty } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });

function applyLanguage(language: Language) {
  const tag = htmlLangOf(language);
  if (typeof document !== 'undefined') document.documentElement.lang = tag;
  if (i18n.language !== tag) void i18n.changeLanguage(tag);
}

applyLanguage(initial);
usePreferences.subscribe((s, prev) => {
  if (s.language !== prev.language) applyLanguage(s.language);
});

export { i18n };
