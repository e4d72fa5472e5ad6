import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { LandingRoute } from './src/app/landingRoutes';

/** The script's address: not hashed (its content changes with every build), so always revalidated. */
export const ROUTE_PRELOAD_FILE = 'route-preload.js';

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';

/** The chunk and everything it imports statically, as file names. */
function withImports(start: string, chunks: Map<string, OutputChunk>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of chunks.get(file)?.imports ?? []) visit(next);
  };
  visit(start);
  return seen;
}

/** Texts fetched on every page when the stored language asks for them (EN's catalogue). */
export interface LanguageTexts {
  /** localStorage key of the chosen language (LocalKey.language). */
  storageKey: string;
  /** The stored value, upper-cased, that fetches them. */
  language: string;
  js: string[];
}

/**
 * The script: preload the chosen language's texts when they are not the bundled default, and on a
 * landing path that page's JS and CSS.
 */
export function routePreloadScript(
  table: { paths: readonly string[]; js: string[]; css: string[] }[],
  texts?: LanguageTexts,
): string {
  return `// Written by the build (vite.routePreload.ts): starts loading the page's code with the HTML.
(function () {
  var table = ${JSON.stringify(table)};
  var texts = ${JSON.stringify(texts ?? null)};
  var add = function (rel, href, as) {
    var link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    // Scripts run after the shell has painted (vite.paintFirst.ts): the shell's styles, font and
    // first image come first.
    if (rel === 'modulepreload') link.fetchPriority = 'low';
    // The site's loader asks for styles in CORS mode; the preload must match to be used.
    if (as === 'style') link.crossOrigin = '';
    document.head.appendChild(link);
  };
  var language = '';
  try {
    language = String(texts && localStorage.getItem(texts.storageKey)).toUpperCase();
  } catch (e) {
    // Storage blocked: the default language, bundled.
  }
  if (texts && language === texts.language) {
    texts.js.forEach(function (href) { add('modulepreload', href); });
  }
  var path = location.pathname.replace(/\\/+$/, '') || '/';
  for (var i = 0; i < table.length; i++) {
    var row = table[i];
    if (row.paths.indexOf(path) < 0) continue;
    row.js.forEach(function (href) { add('modulepreload', href); });
    row.css.forEach(function (href) { add('preload', href, 'style'); });
    return;
  }
})();
`;
}

/**
 * A lazily loaded page starts fetching only after the main script has arrived and run: one more
 * round trip before the page shows. For the landing routes this plugin writes `route-preload.js`
 * (loaded async from the HTML head), which preloads the page's chunks and styles at once; and,
 * on every path, the texts of a stored language other than the bundled one (the entry asks for
 * them only once it has arrived and run).
 */
export function routePreload(
  landing: readonly LandingRoute[],
  texts?: Omit<LanguageTexts, 'js'> & { module: string },
): Plugin {
  let root = '';
  return {
    name: 'playdeck-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, OutputChunk>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as OutputChunk);
      }
      const entry = [...chunks.values()].find((c) => c.isEntry);
      if (!entry) return;
      const loadedByEntry = withImports(entry.fileName, chunks);
      /** The files a module's chunk needs beyond what the entry loads. */
      const filesOf = (module: string, files = new Set<string>()) => {
        const id = resolve(root, module);
        const isModule = (m: string | null) => !!m && resolve(m.split('?')[0]!) === id;
        // The chunk built from the module, else the shared chunk it was merged into.
        const chunk =
          [...chunks.values()].find((c) => isModule(c.facadeModuleId)) ??
          [...chunks.values()].find((c) => c.moduleIds.some(isModule));
        if (!chunk) throw new Error(`route preload: no chunk is built from ${module}`);
        for (const file of withImports(chunk.fileName, chunks)) {
          if (!loadedByEntry.has(file)) files.add(file);
        }
        return files;
      };
      const table = landing.map(({ paths, modules }) => {
        const files = new Set<string>();
        for (const module of modules) filesOf(module, files);
        const css = new Set<string>();
        for (const file of files) {
          for (const sheet of chunks.get(file)?.viteMetadata?.importedCss ?? []) css.add(sheet);
        }
        return {
          // Without a trailing slash, as the script compares them with the location.
          paths: [...new Set(paths.map(withoutTrailingSlash))],
          js: [...files].map((f) => `/${f}`),
          css: [...css].map((f) => `/${f}`),
        };
      });
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOAD_FILE,
        source: routePreloadScript(
          table,
          texts && {
            storageKey: texts.storageKey,
            language: texts.language,
            js: [...filesOf(texts.module)].map((f) => `/${f}`),
          },
        ),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'script',
          attrs: { src: `/${ROUTE_PRELOAD_FILE}`, async: true },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}
