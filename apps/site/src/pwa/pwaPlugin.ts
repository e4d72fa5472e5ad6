import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { skinColours } from './skinColours';

const publicIcons = fileURLToPath(new URL('../../public/icons', import.meta.url));

/** Paths the service worker never answers from its cache: the operator API and dev endpoints. */
export const NETWORK_ONLY_PATHS = [/^\/wps\//, /^\/lgw\//, /^\/lotto\//, /^\/__dev\//];

/**
 * The installable web app (vite-plugin-pwa, generateSW): a manifest from the skin (name, its bar
 * and page colours, icons drawn from its logo), and a service worker that precaches
 * the app shell so the site opens offline. API answers are never cached by the worker; operator
 * images (`/media/`) are served stale-while-revalidate. The worker is registered by
 * `registerServiceWorker.ts` (a module: the CSP allows no inline script).
 */
export function playdeckPwa({ skin, skinCss }: { skin: string; skinCss: string }): PluginOption[] {
  const { page, bar } = skinColours(skinCss);
  const skins = existsSync(publicIcons) ? readdirSync(publicIcons) : [];
  const iconSkin = skins.includes(skin) ? skin : 'aurum';
  const icons = `/icons/${iconSkin}`;
  return [
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      manifest: {
        id: '/m/home',
        name: 'Playdeck',
        short_name: 'Playdeck',
        description: 'Games, promotions and your wallet in one place.',
        lang: 'fil',
        start_url: '/m/home',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: page,
        theme_color: bar,
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
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,woff2,svg}', `icons/${iconSkin}/*.png`],
        globIgnores: ['**/node_modules/**'],
        navigateFallback: '/index.html',
        // Only the site's own pages get the app shell: game, chat, support and download pages the
        // operator serves (/demo/, /chat/, ...) must load from the network.
        navigateFallbackAllowlist: [/^\/$/, /^\/m(\/|$)/],
        navigateFallbackDenylist: NETWORK_ONLY_PATHS,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
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
      transformIndexHtml: () => [
        {
          tag: 'link',
          attrs: { rel: 'apple-touch-icon', href: `${icons}/apple-touch-icon.png` },
          injectTo: 'head',
        },
      ],
    },
  ];
}
