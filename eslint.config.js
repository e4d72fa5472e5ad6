import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import playdeck from './scripts/eslint/boundaries.js';
import knownEdges from './scripts/eslint/boundaries-known.json' with { type: 'json' };
import { dataPath } from './scripts/eslint/dataPath.js';

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

/** The site never imports its page stories or the story artwork (they import the site). */
const noStories = {
  group: ['**/stories', '**/stories/*', '@playdeck/ui/stories-assets/*'],
  message:
    'Page stories and their demo data import the site, never the other way (docs/decisions/092-page-stories.md).',
};

/** The site's import rule: no classic zod, no i18next, no stories (except in them), and any `extra` path. */
const siteImports = (stories, ...extra) => [
  'error',
  {
    paths: [...classicZod, ...i18next, ...extra],
    patterns: [
      { group: ['i18next/*', 'react-i18next/*'], message: i18nextMessage },
      ...(stories ? [] : [noStories]),
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-pages/**',
      '**/build/**',
      'storybook-static/**',
      'test-results*/**',
      'playwright-report*/**',
      'visual-report/**',
      '.tools/**',
      'coverage/**',
      '**/dev-dist/**',
      '**/*.json',
    ],
  },
  js.configs.recommended,
  {
    // Package and site-layer boundaries (docs/decisions/093-boundaries.md).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { playdeck: { rules: { ...playdeck.rules, 'data-path': dataPath } } },
    rules: { 'playdeck/boundaries': ['error', { known: knownEdges.known }] },
  },
  {
    // Only data modules call the server (docs/decisions/097-data-path.md).
    files: ['apps/site/src/**/*.{ts,tsx}'],
    rules: { 'playdeck/data-path': 'error' },
  },
  {
    // Build configuration runs in Node before anything is compiled: Vite's config loader (and
    // vanilla-extract's, and Storybook's main) load another package's TypeScript only by path.
    files: ['apps/site/vite.config.ts', 'apps/site/vite.skins.ts', '.storybook/main.ts'],
    rules: { 'playdeck/boundaries': 'off' },
  },
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
      'no-restricted-imports': siteImports(false),
    },
  },
  {
    // The same, and style files take the design system's theme only (replaces the entry above).
    files: ['apps/site/**/*.css.ts'],
    rules: { 'no-restricted-imports': siteImports(false, uiBarrelInStyles) },
  },
  {
    // The page stories (Storybook's Pages/) import the site and the story artwork.
    files: ['apps/site/src/stories/**'],
    rules: { 'no-restricted-imports': siteImports(true) },
  },
  {
    files: ['apps/site/src/stories/**/*.css.ts'],
    rules: { 'no-restricted-imports': siteImports(true, uiBarrelInStyles) },
  },
);
