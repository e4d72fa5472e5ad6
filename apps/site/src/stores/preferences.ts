import { create } from 'zustand';
import { languageOf, type Language } from '@playdeck/domain';
import { LocalKey, local } from './storageKeys';

export interface PreferencesState {
  /** Interface language (TY default); also sent as the `Language` header. */
  language: Language;
  /** Balance shown, or masked as asterisks. */
  balanceVisible: boolean;
  setLanguage: (language: Language) => void;
  setBalanceVisible: (visible: boolean) => void;
}

export const usePreferences = create<PreferencesState>()((set) => ({
  language: languageOf(local.get(LocalKey.language)),
  balanceVisible: local.get(LocalKey.balanceVisible) !== '0',
  setLanguage: (language) => {
    local.set(LocalKey.language, language);
    set({ language });
  },
  setBalanceVisible: (visible) => {
    local.set(LocalKey.balanceVisible, visible ? '1' : '0');
    set({ balanceVisible: visible });
  },
}));
