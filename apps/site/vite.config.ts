import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { playdeckPwa } from './src/pwa/pwaPlugin';

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'PLAYDECK_'), ...process.env };
  const skin = env.PLAYDECK_SKIN ?? 'aurum';
  const skinCss = fileURLToPath(new URL(`../../tokens/build/${skin}.css`, import.meta.url));
  if (!existsSync(skinCss)) {
    throw new Error(
      `Skin "${skin}" has no built tokens at ${skinCss}: run the tokens build first.`,
    );
  }
  const apiTarget = env.PLAYDECK_API_PROXY ?? 'http://127.0.0.1:8080';
  return {
    plugins: [
      react(),
      vanillaExtractPlugin(),
      {
        name: 'playdeck-skin-attribute',
        transformIndexHtml: (html: string) => html.replace('%PLAYDECK_SKIN%', skin),
      },
      playdeckPwa({ skin, skinCss }),
    ],
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
