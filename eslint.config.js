import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

const classicZod = ['zod', 'zod/v4', 'zod/v3', 'zod/v4/classic'].map((name) => ({
  name,
  message:
    "Import * as z from 'zod/mini': classic zod does not tree-shake and blows the home bundle budget (decision 050).",
}));

const i18nextMessage =
  "Translate with the site's own translator (apps/site/src/i18n: useTranslation, i18n, TFunction); i18next cost the home route about 17 kB gzip (decision 050).";
const i18next = ['i18next', 'react-i18next'].map((name) => ({ name, message: i18nextMessage }));

const uiBarrelInStyles = {
  name: '@playdeck/ui',
  message:
    "Import from '@playdeck/ui/theme' in a .css.ts file: vanilla-extract gives the file the CSS of every module it evaluates, and the barrel evaluates every component (their styles would all block the first paint, decision 050).",
};

/** The site's import rule: no classic zod, no i18next, and any `extra` path. */
const siteImports = (...extra) => [
  'error',
  {
    paths: [...classicZod, ...i18next, ...extra],
    patterns: [{ group: ['i18next/*', 'react-i18next/*'], message: i18nextMessage }],
  },
];

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
  {
    // Code that ships to the browser validates with zod/mini: classic zod does not tree-shake and
    // cost the home route about 16 kB gzip (decision 050). The server may keep classic zod.
    files: ['packages/contract/**', 'packages/domain/**'],
    rules: { 'no-restricted-imports': ['error', { paths: classicZod }] },
  },
  {
    // The site also translates with its own apps/site/src/i18n (about 1 kB) instead of i18next
    // (about 17 kB gzip of the home route, decision 050). One entry: a later one would replace it.
    files: ['apps/site/**'],
    rules: {
      'no-restricted-imports': siteImports(),
    },
  },
  {
    // The same, and style files take the design system's theme only (replaces the entry above).
    files: ['apps/site/**/*.css.ts'],
    rules: { 'no-restricted-imports': siteImports(uiBarrelInStyles) },
  },
);
