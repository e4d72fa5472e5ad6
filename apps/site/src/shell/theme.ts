import { create } from 'zustand';
import type { ThemeMode } from '@playdeck/ui';
import { LocalKey, local } from '../stores/storageKeys';

/** The stored mode: light only when asked for, dark otherwise (the default). */
export const modeFrom = (value: string | null | undefined): ThemeMode =>
  value === 'light' ? 'light' : 'dark';

/**
 * Shows a mode on the page: the `data-theme` attribute the skin CSS selects, and the browser bar
 * colour from the `theme-color` meta's `data-dark` / `data-light` (filled from the skin's tokens
 * at build time). public/theme-init.js does the same before first paint.
 */
export function applyMode(mode: ThemeMode, doc: Document = document): void {
  doc.documentElement.setAttribute('data-theme', mode);
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  const colour = meta?.getAttribute(`data-${mode}`);
  if (meta && colour) meta.setAttribute('content', colour);
}

export interface ThemeState {
  /** Dark or light, as the page shows it now. */
  mode: ThemeMode;
  /** Shows a mode and remembers it on this device. */
  setMode: (mode: ThemeMode) => void;
  toggle: () => void;
}

/** The colour mode; the skin is fixed at build time (PLAYDECK_SKIN) or by host name before the first paint (runtime skins). */
export const useTheme = create<ThemeState>()((set, get) => ({
  // theme-init.js already applied the stored mode before first paint: start from the page.
  mode: modeFrom(document.documentElement.getAttribute('data-theme')),
  setMode: (mode) => {
    local.set(LocalKey.theme, mode);
    applyMode(mode);
    set({ mode });
  },
  toggle: () => get().setMode(get().mode === 'dark' ? 'light' : 'dark'),
}));

// A mode chosen in another tab follows here too.
window.addEventListener('storage', (e) => {
  if (e.key !== LocalKey.theme) return;
  const mode = modeFrom(e.newValue);
  applyMode(mode);
  useTheme.setState({ mode });
});
