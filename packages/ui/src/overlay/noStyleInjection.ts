/**
 * Stands in for `react-style-singleton` (bundler alias, decision 070). Radix dialogs lock the page's
 * scroll through `react-remove-scroll`, which writes its rules into an inline `<style>` element; the
 * site's Content Security Policy (`style-src 'self'`) refuses inline styles, so the browser
 * reported a violation on every dialog and the page behind kept scrolling. Here nothing is
 * injected: the lock's rules live in a static stylesheet (`scrollLock.css.ts`), keyed on the
 * `data-scroll-locked` attribute that `react-remove-scroll-bar` still sets on `<body>`.
 */

/** A component that would render a `<style>`: renders nothing. */
export function styleSingleton(): (props: { styles: string; dynamic?: boolean }) => null {
  return function NoStyle() {
    return null;
  };
}

/** A hook that would inject a `<style>`: does nothing. */
export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  return () => undefined;
}

/** A sheet that would hold injected styles: holds nothing. */
export function stylesheetSingleton(): { add: (style: string) => void; remove: () => void } {
  return { add: () => undefined, remove: () => undefined };
}
