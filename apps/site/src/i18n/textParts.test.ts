import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import tyPages from './locales/ty.pages.json';

// Log in, sign up and password retrieval wait only for TY's auth texts (app/routes.tsx): no code
// they load may name a text of the page texts, or a TY player would see it as a bare key.
const AUTH_PAGES = [
  'features/auth/LoginPage.tsx',
  'features/auth/RegisterPage.tsx',
  'features/auth/ForgetPasswordPage.tsx',
  'features/auth/OAuthCallbackPage.tsx',
];
const src = resolve(__dirname, '..');

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (file) => /\.tsx?$/.test(file) && existsSync(file),
  );
}

/** The site's own modules a page loads, statically or lazily (tests and stories aside). */
function closure(start: string): Map<string, string> {
  const code = new Map<string, string>();
  const queue = [resolve(src, start)];
  while (queue.length) {
    const file = queue.pop()!;
    if (code.has(file) || !file.startsWith(src) || /\.(test|stories)\.tsx?$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    code.set(file, text);
    for (const [, spec] of text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      const next = resolveImport(file, spec!);
      if (next) queue.push(next);
    }
  }
  return code;
}

const pageNamespaces = new Set(Object.keys(tyPages));

/** Text keys in a module's strings (`'vip.level'`, `` `records.${name}` ``) of the page texts. */
function pageTextsNamed(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/['`]([a-zA-Z_]+)\.[a-zA-Z$]/g)]
    .map((m) => m[1]!)
    .filter((namespace) => pageNamespaces.has(namespace));
}

describe('the TY text parts', () => {
  it.each(AUTH_PAGES)('%s and what it loads name no page text', (page) => {
    const named = [...closure(page)].flatMap(([file, text]) =>
      pageTextsNamed(text).map((namespace) => `${relative(src, file)}: ${namespace}`),
    );
    expect(named).toEqual([]);
  });
});
