import { defineConfig } from 'vitest/config';

// One Vitest project per workspace member; each has its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['tokens', 'packages/*', 'apps/*'],
  },
});
