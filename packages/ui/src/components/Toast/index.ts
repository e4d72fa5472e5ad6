export { ToastViewport, type ToastViewportProps } from './Toast';
export {
  toast,
  type ToastDuration,
  type ToastItem,
  type ToastOptions,
  type ToastTone,
} from './toastStore';
