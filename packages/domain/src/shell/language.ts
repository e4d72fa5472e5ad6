/** The site's languages: TY (Filipino wording, the default) and EN. */
export const LANGUAGES = ['TY', 'EN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'TY';

/**
 * After a language change, vendors, hot games and winners are asked for again once the language
 * has stayed put this long (spec 2 §9: 250 ms), so flipping through languages asks once.
 */
export const LANGUAGE_REFETCH_DEBOUNCE_MS = 250;

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

/**
 * The cookie that tells the server the interface language (`TY` or `EN`), so the app shell it
 * draws before any script has run (titles, intro text) is in the player's language.
 */
export const LANGUAGE_COOKIE = 'pd-lang';

/** The `document.cookie` assignment that keeps the language for a year, site-wide. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
