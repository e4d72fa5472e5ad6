import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // Real HTTP servers with scrypt on shared CI machines: generous limits, no timing assertions.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
  },
});
