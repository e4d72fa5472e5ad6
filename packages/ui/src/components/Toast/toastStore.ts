import { motionMs } from '../../theme/motion';

export type ToastTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';
/** `default` 1.5 s, `short` 3 s, `long` 8 s (the spec's names), a number of ms, or Infinity to stay. */
export type ToastDuration = 'default' | 'short' | 'long' | number;

export interface ToastOptions {
  duration?: ToastDuration;
  tone?: ToastTone;
}

export interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
  duration: number;
}

/** Toasts kept on screen at once; older ones give way. */
const MAX_VISIBLE = 3;

const durationMs = (d: ToastDuration = 'default') =>
  d === 'default'
    ? motionMs.toastDefault
    : d === 'short'
      ? motionMs.toastShort
      : d === 'long'
        ? motionMs.toastLong
        : d;

let items: readonly ToastItem[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((l) => l());

function dismiss(id: number) {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  const before = items.length;
  items = items.filter((t) => t.id !== id);
  if (items.length !== before) emit();
}

/**
 * Show short messages from anywhere (event handlers, query callbacks): `toast.show('Saved')`.
 * A `ToastViewport` rendered once in the page frame draws and announces them.
 */
export const toast = {
  show(message: string, { duration, tone = 'neutral' }: ToastOptions = {}): number {
    const id = nextId++;
    const ms = durationMs(duration);
    items = [...items, { id, message, tone, duration: ms }];
    while (items.length > MAX_VISIBLE) {
      const oldest = items[0];
      if (oldest) dismiss(oldest.id);
    }
    if (Number.isFinite(ms))
      timers.set(
        id,
        setTimeout(() => dismiss(id), ms),
      );
    emit();
    return id;
  },
  dismiss,
  /** Removes every toast (e.g. on sign-out, or between tests). */
  clear() {
    timers.forEach((t) => clearTimeout(t));
    timers.clear();
    items = [];
    emit();
  },
};

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: () => items,
};
