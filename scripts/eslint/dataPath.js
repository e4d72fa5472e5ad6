// The site's one data path as an ESLint rule (`playdeck/data-path`, eslint.config.js;
// docs/decisions/097-data-path.md): only data modules reach the server. A data module is a file
// of src/api/, or a `queries.ts` / `*Queries.ts` file (a feature's, or the shell's); pages,
// components and other hooks use the hooks those export. Reaching the server means importing
// the API client (`api.call`) or `callApi`, `useApiQuery`, `useApiMutation` from src/api/hooks.
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const siteSrc = join(workspaceRoot, 'apps', 'site', 'src');

const CALLERS = new Set(['callApi', 'useApiQuery', 'useApiMutation']);

/** Whether a file of the site may call the server itself. */
export function isDataModule(file) {
  const rel = relative(siteSrc, file);
  if (rel.startsWith('..')) return true;
  if (rel.startsWith(`api${sep}`)) return true;
  const name = basename(rel);
  // Tests stand in for the server (mock the client, seed the cache).
  if (/\.test\.tsx?$/.test(name)) return true;
  return /^(queries|[a-z][A-Za-z]*Queries)\.ts$/.test(name);
}

/** What a relative import of `file` reaches that only data modules may, or null. */
function dataPathProblem(file, spec, names) {
  if (typeof spec !== 'string' || !spec.startsWith('.')) return null;
  const target = relative(siteSrc, resolve(dirname(file), spec)).replace(/\.(ts|tsx|js)$/, '');
  if (target === join('api', 'client'))
    return "Only data modules (src/api, queries.ts) import the API client: call the server through a hook of the feature's queries.ts (docs/decisions/097-data-path.md).";
  const called = names.filter((name) => CALLERS.has(name));
  if (target === join('api', 'hooks') && called.length > 0)
    return `${called.join(', ')}: only data modules (src/api, queries.ts) call the server; add a hook to the feature's queries.ts and use it here (docs/decisions/097-data-path.md).`;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const dataPath = {
  meta: {
    type: 'problem',
    docs: { description: 'Server calls only in data modules (docs/decisions/097-data-path.md)' },
    schema: [],
  },
  create(context) {
    const file = resolve(context.filename);
    if (isDataModule(file)) return {};
    const check = (node, names) => {
      if (node.source.type !== 'Literal') return;
      const problem = dataPathProblem(file, node.source.value, names);
      if (problem) context.report({ node: node.source, message: problem });
    };
    // `import * as hooks` reaches every export.
    const importedNames = (node) =>
      node.specifiers.flatMap((s) =>
        s.type === 'ImportSpecifier'
          ? [s.imported.name ?? s.imported.value]
          : s.type === 'ImportNamespaceSpecifier'
            ? [...CALLERS]
            : [],
      );
    return {
      ImportDeclaration: (node) => check(node, importedNames(node)),
      ExportNamedDeclaration: (node) =>
        node.source &&
        check(
          node,
          node.specifiers.map((s) => s.local.name ?? s.local.value),
        ),
      ExportAllDeclaration: (node) => check(node, [...CALLERS]),
      // `import('../api/hooks')` yields every export.
      ImportExpression: (node) => check(node, [...CALLERS]),
    };
  },
};
