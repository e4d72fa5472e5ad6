import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'visual-report/**',
      '.tools/**',
      'coverage/**',
      '**/dev-dist/**',
      '**/*.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...storybook.configs['flat/recommended'],
  {
    files: [
      '**/*.{js,mjs,cjs}',
      'scripts/**',
      'tokens/**',
      'apps/server/**',
      'e2e/**',
      '*.config.*',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  { files: ['apps/site/public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
);
