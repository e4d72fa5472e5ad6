import 'i18next';
import type ty from './locales/ty.json';

// Typed keys: `t('title.home')` compiles, a key missing from the catalogue does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ty };
  }
}
