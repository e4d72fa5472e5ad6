import './scrollLock.css';

/** The attribute `react-remove-scroll-bar` counts its locks in (Radix's modal dialogs and sheets). */
const LOCKS = 'data-scroll-locked';

const count = () => {
  const n = parseInt(document.body.getAttribute(LOCKS) ?? '0', 10);
  return Number.isFinite(n) ? n : 0;
};

/**
 * Stops the page behind from scrolling until the returned unlock is called, counted on the same
 * `<body>` attribute Radix's dialogs use, so a dialog opened over a panel keeps the lock.
 */
export function lockScroll(): () => void {
  document.body.setAttribute(LOCKS, String(count() + 1));
  let locked = true;
  return () => {
    if (!locked) return;
    locked = false;
    const left = count() - 1;
    if (left > 0) document.body.setAttribute(LOCKS, String(left));
    else document.body.removeAttribute(LOCKS);
  };
}
