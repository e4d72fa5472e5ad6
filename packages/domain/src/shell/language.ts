/** The site's languages: TY (Filipino wording, the default) and EN. */
export const LANGUAGES = ['TY', 'EN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'TY';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A stored or requested value as a site language; anything unknown falls back to TY. */
export function languageOf(value: unknown): Language {
  if (typeof value === 'string' && isLanguage(value.toUpperCase()))
    return value.toUpperCase() as Language;
  return DEFAULT_LANGUAGE;
}

/** The BCP 47 tag for `<html lang>`: TY is Filipino (fil), EN English (en). */
export function htmlLangOf(language: Language): 'fil' | 'en' {
  return language === 'EN' ? 'en' : 'fil';
}
