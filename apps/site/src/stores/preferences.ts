import { create } from 'zustand';
import { languageCookie, languageOf, type Language } from '@playdeck/domain';
import { LocalKey, local } from './storageKeys';

export interface PreferencesState {
  /** Interface language (TY default); also sent as the `Language` header. */
  language: Language;
  /** Balance shown, or masked as asterisks. */
  balanceVisible: boolean;
  setLanguage: (language: Language) => void;
  setBalanceVisible: (visible: boolean) => void;
}

/** The server draws the app shell (titles, intro text) in this language before any script runs. */
function tellServer(language: Language) {
  if (typeof document !== 'undefined') document.cookie = languageCookie(language);
}

const storedLanguage = languageOf(local.get(LocalKey.language));
tellServer(storedLanguage);

export const usePreferences = create<PreferencesState>()((set) => ({
  language: storedLanguage,
  balanceVisible: local.get(LocalKey.balanceVisible) !== '0',
  setLanguage: (language) => {
    local.set(LocalKey.language, language);
    tellServer(language);
    set({ language });
  },
  setBalanceVisible: (visible) => {
    local.set(LocalKey.balanceVisible, visible ? '1' : '0');
    set({ balanceVisible: visible });
  },
}));
