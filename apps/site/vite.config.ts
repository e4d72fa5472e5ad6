import { defineConfig, loadEnv, type Plugin } from 'vite';
// Build configuration is loaded by Node before any bundling: the domain rule by its file.
import { minPlayerAge } from '../../packages/domain/src/shell/footer';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { skinCssPath, skinFacts, skinPlan, skinPlugin } from './vite.skins';
import { playdeckPwa } from './src/pwa/pwaPlugin';
import { pageShells } from './vite.pageShells';
import { paintFirst } from './vite.paintFirst';
import { precompress } from './vite.precompress';
import { routePreload } from './vite.routePreload';
import { landingRoutes, PAGE_SHELLS } from './src/app/landingRoutes';
import { LocalKey } from './src/stores/storageKeys';
import { buildTokens } from '../../tokens/build';

/**
 * Writes `.vite/chunk-modules.json` next to the manifest: for each emitted chunk, the modules in it
 * with their rendered (minified, before gzip) length. The budget check names what fills a chunk.
 */
function chunkModulesReport(): Plugin {
  return {
    name: 'playdeck-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, { id: string; bytes: number }[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        report[chunk.fileName] = Object.entries(chunk.modules)
          .map(([id, m]) => ({ id: shortModuleId(id), bytes: m.renderedLength }))
          .filter((m) => m.bytes > 0)
          .sort((a, b) => b.bytes - a.bytes);
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(report, null, 1),
      });
    },
  };
}

/**
 * Preloads the core face of the skin's variable fonts (the characters of the site's own English
 * and Filipino text, cut by tokens/build.ts), so text settles in its font early instead of
 * swapping late.
 */
function preloadBodyFonts(plan: { runtime: boolean }): Plugin {
  return {
    name: 'playdeck-preload-fonts',
    // Runtime skins: skins.js preloads the host's skin's face.
    apply: () => !plan.runtime,
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) => {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((f) =>
          /-core-latin-wght-\d+-\d+-[\w-]+\.woff2$/.test(f),
        );
        return fonts.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
            href: `/${file}`,
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** A module id without the machine's folders: `react-dom@19.3.0/…/client.js`, `apps/site/src/…`. */
function shortModuleId(id: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0] ?? id;
  const store = clean.lastIndexOf('/node_modules/.pnpm/');
  if (store >= 0) {
    const rest = clean.slice(store + '/node_modules/.pnpm/'.length);
    const inner = rest.indexOf('/node_modules/');
    return inner >= 0 ? rest.slice(inner + '/node_modules/'.length) : rest;
  }
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm >= 0) return clean.slice(nm + '/node_modules/'.length);
  return clean.startsWith(repoRoot) ? clean.slice(repoRoot.length) : clean;
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * React Router's package exports only its development build (with its dev warnings on), even to
 * production bundles (remix-run/react-router#12532, #14102): builds take the production files it
 * ships beside them, found from where react-router-dom resolves it.
 */
function reactRouterProductionBuild() {
  const fromDom = createRequire(fileURLToPath(import.meta.resolve('react-router-dom')));
  return ['react-router/dom', 'react-router'].map((id) => {
    const development = pathToFileURL(fromDom.resolve(id)).href.replace(/\.js$/, '.mjs');
    const production = development.replace('/dist/development/', '/dist/production/');
    if (production === development)
      throw new Error(`${id}: no development build at ${development}`);
    return { find: new RegExp(`^${id}$`), replacement: fileURLToPath(production) };
  });
}

export default defineConfig(async ({ command, mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'PLAYDECK_'), ...process.env };
  const plan = skinPlan(env);
  if (plan.skins.some((skin) => !existsSync(skinCssPath(skin)))) await buildTokens();
  const facts = plan.skins.map(skinFacts);
  // Reference-server builds (no operator merchant code) are demos unless PLAYDECK_DEMO=0.
  const demo = (env.PLAYDECK_DEMO ?? (env.PLAYDECK_MERCHANT ? '0' : '1')) === '1';
  const apiTarget = env.PLAYDECK_API_PROXY ?? 'http://127.0.0.1:8080';
  return {
    plugins: [
      react(),
      vanillaExtractPlugin(),
      skinPlugin(plan),
      playdeckPwa(plan, facts),
      chunkModulesReport(),
      preloadBodyFonts(plan),
      // EN players: their catalogue with the HTML, not after the entry has run (TY is bundled).
      routePreload(landingRoutes, {
        storageKey: LocalKey.language,
        language: 'EN',
        module: 'src/i18n/locales/en.json',
      }),
      paintFirst(),
      pageShells(PAGE_SHELLS),
      precompress(),
    ],
    resolve: {
      alias: [
        // Radix's scroll lock without inline <style> (CSP `style-src 'self'`; decision 070).
        {
          find: 'react-style-singleton',
          replacement: fileURLToPath(import.meta.resolve('@playdeck/ui/no-style-injection')),
        },
        ...(command === 'build' ? reactRouterProductionBuild() : []),
      ],
    },
    define: {
      __PLAYDECK_MERCHANT__: JSON.stringify(env.PLAYDECK_MERCHANT ?? 'playdeck'),
      __PLAYDECK_API_BASE__: JSON.stringify(env.PLAYDECK_API_BASE ?? ''),
      __PLAYDECK_SKIN__: JSON.stringify(plan.main),
      __PLAYDECK_BRANDS__: JSON.stringify(Object.fromEntries(facts.map((f) => [f.skin, f.brand]))),
      __PLAYDECK_DEMO__: JSON.stringify(demo),
      __PLAYDECK_MIN_AGE__: JSON.stringify(minPlayerAge(env.PLAYDECK_MIN_AGE)),
    },
    // The platform answers /wps/ and, for lottery, /lgw/ (api-contract §8 #6).
    server: { proxy: { '/wps': apiTarget, '/lgw': apiTarget, '/__dev': apiTarget } },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      // Fonts stay files however small (the peso sign's core face is 1 kB): the CSP allows
      // fonts from the site only, never data: URLs.
      assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
      rolldownOptions: {
        output: {
          // React DOM in a chunk of its own: public/boot.js runs it in a task before the entry's,
          // so a phone does not spend one long task evaluating both (and it caches across releases).
          codeSplitting: {
            groups: [
              {
                name: 'react-dom',
                test: /[\\/]node_modules[\\/].*(?:react-dom|scheduler)[\\/]|[\\/]src[\\/]boot[\\/]reactDom\.ts$/,
              },
              // What the entry imports statically loads on every page anyway: one file, not the
              // dozen common chunks the bundler would cut it into (fewer requests, better gzip).
              { name: 'shell', tags: ['$initial' as const] },
              // Likewise what every page loads with import() beside its first render: the API
              // client, the start-up calls (budget.config.json's startupModules) and the codec
              // of everyPageFirstRender, with all they import.
              {
                name: 'startup',
                test: /[\\/]src[\\/]api[\\/](?:client|shellCallDefs)\.ts$|[\\/]codec[\\/]servicePath\.ts$/,
              },
            ],
          },
        },
      },
    },
  };
});
