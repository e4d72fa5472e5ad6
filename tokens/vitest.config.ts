import { defineProject } from 'vitest/config';

// Token checks (schema, contrast, build, site build per skin) and the repository-wide literal check.
export default defineProject({
  test: {
    name: 'tokens',
    environment: 'node',
    include: [
      '**/*.test.ts',
      '../scripts/check-literals.test.ts',
      '../scripts/budget.test.ts',
      '../scripts/eslint/boundaries.test.ts',
      '../scripts/eslint/dataPath.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 20_000,
  },
});
