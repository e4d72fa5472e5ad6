import { create } from 'zustand';
import { LocalKey, local } from './storageKeys';

/**
 * A dialog's text, or how to say it in the language showing when it is drawn: a dialog asked for
 * while the chosen language's texts are still arriving (a route guard at start-up) follows them.
 */
export type DialogText = string | (() => string);

/** The text to draw now. */
export const dialogText = (text: DialogText): string =>
  typeof text === 'function' ? text() : text;

/** A modal message the popup layer shows, one at a time, in the order asked. */
export interface DialogRequest {
  id: number;
  kind: 'alert' | 'confirm';
  title?: DialogText;
  message: DialogText;
  confirmLabel?: DialogText;
  cancelLabel?: DialogText;
  /** Confirm styled as destructive (sign-out). */
  danger?: boolean;
  resolve: (confirmed: boolean) => void;
}

export interface UiState {
  /** The right side panel (home menu). */
  sidePanelOpen: boolean;
  /** The referral (Share) panel. */
  referralOpen: boolean;
  /** The home top download bar was closed by the player. */
  downloadBarClosed: boolean;
  /** The game category shown on home; the logo puts it back to HOME. */
  homeCategory: string;
  /** Waiting dialogs; the first is shown. */
  dialogs: DialogRequest[];
  /** A blocking loading overlay: its text and upper time bound in ms; null when none. */
  loading: { message: string; maxMs: number } | null;
  setSidePanelOpen: (open: boolean) => void;
  setReferralOpen: (open: boolean) => void;
  closeDownloadBar: () => void;
  setHomeCategory: (category: string) => void;
  /** Closes every panel (on navigation). */
  closePanels: () => void;
  settleDialog: (id: number, confirmed: boolean) => void;
}

/** The home category that lists hot games and the home blocks. */
export const HOME_CATEGORY = 'HOME';

let nextDialogId = 1;

export const useUi = create<UiState>()((set) => ({
  sidePanelOpen: false,
  referralOpen: false,
  downloadBarClosed: local.get(LocalKey.downloadBarClosed) === '1',
  homeCategory: HOME_CATEGORY,
  dialogs: [],
  loading: null,
  setSidePanelOpen: (open) => set({ sidePanelOpen: open }),
  setReferralOpen: (open) => set({ referralOpen: open }),
  closeDownloadBar: () => {
    local.set(LocalKey.downloadBarClosed, '1');
    set({ downloadBarClosed: true });
  },
  setHomeCategory: (category) => set({ homeCategory: category }),
  closePanels: () => set({ sidePanelOpen: false, referralOpen: false }),
  settleDialog: (id, confirmed) =>
    set((s) => {
      const dialog = s.dialogs.find((d) => d.id === id);
      dialog?.resolve(confirmed);
      return { dialogs: s.dialogs.filter((d) => d.id !== id) };
    }),
}));

type DialogOptions = Omit<DialogRequest, 'id' | 'kind' | 'resolve'>;

function openDialog(kind: DialogRequest['kind'], options: DialogOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextDialogId++;
    useUi.setState((s) => ({ dialogs: [...s.dialogs, { ...options, id, kind, resolve }] }));
  });
}

/** Shows a message with one button; resolves when it is dismissed. */
export async function showAlert(options: DialogOptions): Promise<void> {
  await openDialog('alert', options);
}

/** Asks a yes/no question; resolves true when confirmed, false when cancelled or dismissed. */
export function showConfirm(options: DialogOptions): Promise<boolean> {
  return openDialog('confirm', options);
}

/** The spec's bound for sign-out, chat launch and SMS sending: 9999 s. */
export const LONG_LOADING_MS = 9_999_000;

/**
 * Blocks the page with a loading overlay and its text. `maxMs` is the upper bound after which the
 * overlay lifts by itself (3 to 15 s for most calls; {@link LONG_LOADING_MS} for sign-out, chat, SMS).
 */
export function showLoading(message: string, maxMs: number): void {
  useUi.setState({ loading: { message, maxMs } });
}

export function hideLoading(): void {
  useUi.setState({ loading: null });
}
