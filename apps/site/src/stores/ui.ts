import { create } from 'zustand';
import { LocalKey, local } from './storageKeys';

/** A modal message the popup layer shows, one at a time, in the order asked. */
export interface DialogRequest {
  id: number;
  kind: 'alert' | 'confirm';
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
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
  /** Waiting dialogs; the first is shown. */
  dialogs: DialogRequest[];
  /** A blocking loading overlay with its text, or null. */
  loading: string | null;
  setSidePanelOpen: (open: boolean) => void;
  setReferralOpen: (open: boolean) => void;
  closeDownloadBar: () => void;
  /** Closes every panel (on navigation). */
  closePanels: () => void;
  settleDialog: (id: number, confirmed: boolean) => void;
}

let nextDialogId = 1;

export const useUi = create<UiState>()((set) => ({
  sidePanelOpen: false,
  referralOpen: false,
  downloadBarClosed: local.get(LocalKey.downloadBarClosed) === '1',
  dialogs: [],
  loading: null,
  setSidePanelOpen: (open) => set({ sidePanelOpen: open }),
  setReferralOpen: (open) => set({ referralOpen: open }),
  closeDownloadBar: () => {
    local.set(LocalKey.downloadBarClosed, '1');
    set({ downloadBarClosed: true });
  },
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

/** Blocks the page with a loading overlay and its text (sign-out, chat launch, SMS sending). */
export function showLoading(label: string): void {
  useUi.setState({ loading: label });
}

export function hideLoading(): void {
  useUi.setState({ loading: null });
}
