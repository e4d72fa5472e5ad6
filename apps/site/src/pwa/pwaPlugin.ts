import type { PluginOption } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { iconsDir, SKIN_SCRIPT, type SkinFacts, type SkinPlan } from '../../vite.skins';

/** Paths the service worker never answers from its cache: the operator API and dev endpoints. */
export const NETWORK_ONLY_PATHS = [/^\/wps\//, /^\/lgw\//, /^\/lotto\//, /^\/__dev\//];

/** A skin's web app manifest: the merchant's names, its page and bar colours, its icons. */
export function manifestFor(facts: SkinFacts): Partial<ManifestOptions> {
  const icons = iconsDir(facts.skin);
  return {
    id: '/m/home',
    name: facts.brand.name,
    short_name: facts.brand.shortName,
    description: 'Games, promotions and your wallet in one place.',
    lang: 'fil',
    start_url: '/m/home',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: facts.page.dark,
    theme_color: facts.bar.dark,
    icons: [
      { src: `${icons}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${icons}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: `${icons}/maskable-512.png`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}

/**
 * The installable web app (vite-plugin-pwa, generateSW): a manifest from the skin (the merchant's
 * names from brand.json, its bar and page colours, icons rendered from its folder by
 * vite.skins.ts), and a service worker that precaches the app shell so the site opens offline.
 * API answers are never cached by the worker; operator images (`/media/`) are served
 * stale-while-revalidate. The worker is registered by `registerServiceWorker.ts` (a module: the
 * CSP allows no inline script). With runtime skins each skin has its own manifest (skins.js links
 * the host's), and skin CSS and fonts are cached as they are used, not precached, so a player
 * downloads only their merchant's.
 */
export function playdeckPwa(plan: SkinPlan, facts: readonly SkinFacts[]): PluginOption[] {
  const main = facts.find((f) => f.skin === plan.main) as SkinFacts;
  return [
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      manifest: plan.runtime ? false : manifestFor(main),
      workbox: {
        globPatterns: plan.runtime
          ? ['**/*.{js,css,html,svg}']
          : ['**/*.{js,css,html,woff2,svg}', `icons/${main.skin}/*.png`],
        globIgnores: plan.runtime
          ? ['**/node_modules/**', 'assets/skin-*.css', SKIN_SCRIPT]
          : ['**/node_modules/**'],
        navigateFallback: '/index.html',
        // Only the site's own pages get the app shell: game, chat, support and download pages the
        // operator serves (/demo/, /chat/, ...) must load from the network.
        navigateFallbackAllowlist: [/^\/$/, /^\/m(\/|$)/],
        navigateFallbackDenylist: NETWORK_ONLY_PATHS,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          ...(plan.runtime
            ? [
                {
                  // The host's skin: its CSS and fonts, kept once used (hashed, so never stale).
                  urlPattern: ({ sameOrigin, url }: { sameOrigin: boolean; url: URL }) =>
                    sameOrigin && /^\/assets\/.+\.(css|woff2|svg)$/.test(url.pathname),
                  handler: 'CacheFirst' as const,
                  options: { cacheName: 'playdeck-skin', expiration: { maxEntries: 40 } },
                },
              ]
            : []),
          {
            urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/media/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'playdeck-media', expiration: { maxEntries: 200 } },
          },
        ],
      },
    }),
    {
      name: 'playdeck-pwa-head',
      // Runtime skins: skins.js links the host's manifest and touch icon.
      transformIndexHtml: () =>
        plan.runtime
          ? []
          : [
              {
                tag: 'link',
                attrs: {
                  rel: 'apple-touch-icon',
                  href: `${iconsDir(main.skin)}/apple-touch-icon.png`,
                },
                injectTo: 'head',
              },
            ],
      generateBundle() {
        if (!plan.runtime) return;
        for (const f of facts)
          this.emitFile({
            type: 'asset',
            fileName: `manifest-${f.skin}.webmanifest`,
            source: JSON.stringify(manifestFor(f), null, 2),
          });
      },
    },
  ];
}
