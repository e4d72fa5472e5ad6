import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';

/** The workspace root, and a file of the site by its path under apps/site/src. */
export const root = new URL('../../', import.meta.url).pathname;
export const site = (path: string) => `${root}apps/site/src/${path}`;

RuleTester.describe = describe;
RuleTester.it = it;

/** Runs a rule's cases on TypeScript, as the lint parses the workspace. */
export const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
