import type { Plugin } from 'vite';

/** The script that starts the entry after the first paint (a file in `public/`). */
export const BOOT_FILE = 'boot.js';

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="/g;

/**
 * Paint first, then run. The built page normally runs its entry as a module script the moment the
 * HTML is parsed, so the first paint waits for the whole start-up graph to be evaluated. Here the
 * entry becomes a modulepreload (downloaded at once, as before) and `boot.js` imports it once the
 * app shell has painted.
 *
 * `boot.js` runs the entry's chunks one task each (`data-boot` marks them), React DOM's first, so a
 * phone does not evaluate them all in one long task.
 *
 * The site's scripts are fetched at low priority, so the shell's styles, font and first image come
 * first; the scripts only run after the shell has painted, so they gain nothing from being ahead.
 */
export function rewriteEntryForPaintFirst(html: string): string {
  const entry = ENTRY_TAG.exec(html)?.[1];
  if (!entry) throw new Error('paint first: no module entry script in index.html');
  return html
    .replace(
      ENTRY_TAG,
      `<link rel="modulepreload" crossorigin href="${entry}">\n    ` +
        `<script src="/${BOOT_FILE}" data-entry="${entry}" defer></script>`,
    )
    .replace(
      PRELOAD_TAG,
      '<link rel="modulepreload" crossorigin fetchpriority="low" data-boot href="',
    );
}

export function paintFirst(): Plugin {
  return {
    name: 'playdeck-paint-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => rewriteEntryForPaintFirst(html) },
  };
}
