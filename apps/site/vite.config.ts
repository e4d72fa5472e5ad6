import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { playdeckPwa } from './src/pwa/pwaPlugin';
import { buildTokens } from '../../tokens/build';
import { listSkins, loadTheme } from '../../tokens/lib/load';
import { MODES } from '../../tokens/lib/theme';

const tokensSource = fileURLToPath(new URL('../../tokens/src', import.meta.url));

/**
 * The skin is chosen at build time: only its CSS ships (imported as `virtual:skin.css`), <html>
 * carries its name, and the browser bar colours come from its tokens. In dev, editing a token
 * file rebuilds the CSS and the page updates.
 */
function skinPlugin(skin: string): Plugin {
  const barColour = Object.fromEntries(
    MODES.map((m) => [m, String(loadTheme(skin, m).theme.get('color.surface-1')?.value)]),
  );
  return {
    name: 'playdeck-skin',
    transformIndexHtml: (html) =>
      html
        .replaceAll('%PLAYDECK_SKIN%', skin)
        .replaceAll('%PLAYDECK_THEME_COLOR_DARK%', barColour.dark ?? '')
        .replaceAll('%PLAYDECK_THEME_COLOR_LIGHT%', barColour.light ?? ''),
    configureServer(server) {
      server.watcher.add(tokensSource);
      server.watcher.on('change', (file) => {
        if (!file.startsWith(tokensSource)) return;
        buildTokens().catch((e: Error) => server.config.logger.error(`tokens: ${e.message}`));
      });
    },
  };
}

export default defineConfig(async ({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'PLAYDECK_'), ...process.env };
  const skin = env.PLAYDECK_SKIN ?? 'aurum';
  const skins = listSkins();
  if (!skins.includes(skin)) {
    throw new Error(
      `PLAYDECK_SKIN="${skin}" is not a skin. Choose one of: ${skins.join(', ')} (folders in tokens/src/skins).`,
    );
  }
  const skinCss = fileURLToPath(new URL(`../../tokens/build/${skin}.css`, import.meta.url));
  if (!existsSync(skinCss)) await buildTokens();
  const apiTarget = env.PLAYDECK_API_PROXY ?? 'http://127.0.0.1:8080';
  return {
    plugins: [react(), vanillaExtractPlugin(), skinPlugin(skin), playdeckPwa({ skin, skinCss })],
    resolve: { alias: { 'virtual:skin.css': skinCss } },
    define: {
      __PLAYDECK_MERCHANT__: JSON.stringify(env.PLAYDECK_MERCHANT ?? 'playdeck'),
      __PLAYDECK_API_BASE__: JSON.stringify(env.PLAYDECK_API_BASE ?? ''),
      __PLAYDECK_SKIN__: JSON.stringify(skin),
    },
    server: { proxy: { '/wps': apiTarget, '/__dev': apiTarget } },
    build: { target: 'es2022', sourcemap: false },
  };
});
