import { describe, expect, it } from 'vitest';
import { htmlLangOf, languageCookie, languageOf, LANGUAGE_COOKIE } from './language';

describe('language', () => {
  it('defaults to TY for anything unknown', () => {
    expect(languageOf(undefined)).toBe('TY');
    expect(languageOf('FR')).toBe('TY');
    expect(languageOf(42)).toBe('TY');
  });

  it('accepts TY and EN in any case', () => {
    expect(languageOf('en')).toBe('EN');
    expect(languageOf('TY')).toBe('TY');
  });

  it('marks the page as Filipino for TY and English for EN', () => {
    expect(htmlLangOf('TY')).toBe('fil');
    expect(htmlLangOf('EN')).toBe('en');
  });
});

describe('the language cookie', () => {
  it('keeps the language a year, for every path, and is not sent to other sites', () => {
    expect(languageCookie('EN')).toBe(
      `${LANGUAGE_COOKIE}=EN; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
  });
});
