import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readFileSync } from 'node:fs';

export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  define: {
    __PLAYDECK_MERCHANT__: '"playdeck"',
    __PLAYDECK_API_BASE__: '""',
    __PLAYDECK_SKIN__: '"aurum"',
    __PLAYDECK_BRANDS__: JSON.stringify({
      aurum: JSON.parse(
        readFileSync(new URL('../../tokens/src/skins/aurum/brand.json', import.meta.url), 'utf8'),
      ),
    }),
    __PLAYDECK_DEMO__: 'true',
    __PLAYDECK_MIN_AGE__: '21',
  },
  test: {
    name: 'site',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['**/*.browser.test.tsx', '**/node_modules/**'],
    setupFiles: ['../../vitest.setup.ts', './src/testSetup.ts'],
  },
});
