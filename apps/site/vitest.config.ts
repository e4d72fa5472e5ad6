import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  define: {
    __PLAYDECK_MERCHANT__: '"playdeck"',
    __PLAYDECK_API_BASE__: '""',
    __PLAYDECK_SKIN__: '"aurum"',
  },
  test: {
    name: 'site',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['**/*.browser.test.tsx', '**/node_modules/**'],
    setupFiles: ['../../vitest.setup.ts', './src/testSetup.ts'],
  },
});
