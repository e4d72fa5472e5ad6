// The workspace's import boundaries as one ESLint rule (`playdeck/boundaries`, eslint.config.js):
//   1. a relative import stays inside its own package (another package is imported by its name;
//      the workspace's tooling in scripts/ is open to all);
//   2. a workspace package is imported only when declared in the importer's package.json, and only
//      through an entry point it exports;
//   3. inside the site: app -> features -> shared. A feature imports shared code and never another
//      feature or app; shared code (src/shell, api, lib, stores, i18n, pwa, boot) imports neither.
// Paths are resolved from the import text alone, so nothing can be skipped for want of a resolver.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const manifests = new Map();
/** The folder of the nearest package.json at or above `dir`, and its contents. */
export function packageOf(dir) {
  let at = dir;
  for (;;) {
    if (manifests.has(at)) return manifests.get(at);
    const file = join(at, 'package.json');
    if (existsSync(file)) {
      const found = { dir: at, manifest: JSON.parse(readFileSync(file, 'utf8')) };
      manifests.set(at, found);
      return found;
    }
    const up = dirname(at);
    if (up === at) return null;
    at = up;
  }
}

const workspacePackages = new Map();
function workspacePackage(name) {
  if (workspacePackages.size === 0) {
    for (const dir of [
      'packages/ui',
      'packages/domain',
      'packages/contract',
      'tokens',
      'apps/site',
      'apps/server',
    ]) {
      const found = packageOf(join(workspaceRoot, dir));
      if (found) workspacePackages.set(found.manifest.name, found);
    }
  }
  return workspacePackages.get(name);
}

/** Whether `subpath` ('.' or './x/y') is one of the entry points of an `exports` map. */
export function exported(exportsField, subpath) {
  if (exportsField === undefined) return subpath === '.';
  if (typeof exportsField === 'string') return subpath === '.';
  return Object.keys(exportsField).some((key) => {
    if (!key.includes('*')) return key === subpath;
    const [head, tail] = key.split('*');
    return (
      subpath.startsWith(head) &&
      subpath.endsWith(tail) &&
      subpath.length >= head.length + tail.length
    );
  });
}

const SHARED = ['shell', 'api', 'lib', 'stores', 'i18n', 'pwa', 'boot'];

/** Where a file of the site sits: app, a feature, shared code, or elsewhere (null: no rule). */
export function siteLayer(siteSrc, file) {
  const rel = relative(siteSrc, file);
  if (rel.startsWith('..')) return null;
  const [top, second] = rel.split(sep);
  if (top === 'app') return { kind: 'app' };
  if (top === 'features' && second) return { kind: 'feature', name: second };
  if (SHARED.includes(top)) return { kind: 'shared', name: top };
  return null;
}

/** What is wrong with an import between two layers of the site, or null. */
export function layerProblem(from, to) {
  if (!from || !to) return null;
  if (from.kind === 'feature') {
    if (to.kind === 'app')
      return 'A feature does not import app/: what features share with the frame lives in src/shell.';
    if (to.kind === 'feature' && to.name !== from.name)
      return `Features do not import each other (${from.name} -> ${to.name}): move what both need to src/shell or src/lib, or let app/ compose them.`;
  }
  if (from.kind === 'shared' && to.kind !== 'shared')
    return `Shared code (src/${from.name}) imports neither app/ nor features: it sits below them.`;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const boundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Package and site-layer import boundaries (docs/decisions/093-boundaries.md)',
    },
    schema: [
      {
        type: 'object',
        properties: { known: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = resolve(context.filename);
    const known = new Set(context.options[0]?.known ?? []);
    const own = packageOf(dirname(file));
    if (!own) return {};
    const site = workspacePackage('@playdeck/site');
    const siteSrc = site ? join(site.dir, 'src') : null;
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      if (spec.startsWith('.')) {
        const target = resolve(dirname(file), spec);
        // The workspace's own tooling (scripts/: the Chromium finder, the budget) serves all.
        if (target.startsWith(join(workspaceRoot, 'scripts') + sep)) return;
        const theirs = packageOf(
          existsSync(join(target, 'package.json')) ? target : dirname(target),
        );
        if (
          theirs &&
          theirs.dir !== own.dir &&
          !target.startsWith(own.dir + sep + 'node_modules')
        ) {
          const insideOwn = !relative(own.dir, theirs.dir).startsWith('..');
          // A nested package.json (a fixture folder) under our own root is still ours.
          if (!insideOwn || theirs.manifest.name) {
            context.report({
              node,
              message: `"${spec}" reaches into ${theirs.manifest.name ?? relative(workspaceRoot, theirs.dir)}: import it by its name, through an entry point it exports.`,
            });
            return;
          }
        }
        if (siteSrc && own.dir === site.dir) {
          const problem = layerProblem(siteLayer(siteSrc, file), siteLayer(siteSrc, target));
          // Edges known when the rule came in (to be removed, never added): `file -> import`.
          if (problem && !known.has(`${relative(workspaceRoot, file)} -> ${spec}`))
            context.report({ node, message: problem });
        }
        return;
      }
      const match = /^(@playdeck\/[^/]+)(\/.*)?$/.exec(spec);
      if (!match) return;
      const [, name, rest] = match;
      const target = workspacePackage(name);
      if (!target) return;
      const m = own.manifest;
      const declared =
        name === m.name ||
        [m.dependencies, m.devDependencies, m.peerDependencies].some((d) => d && name in d);
      if (!declared) {
        context.report({
          node,
          message: `${name} is not a dependency of ${m.name ?? 'this package'}: declare it in its package.json.`,
        });
        return;
      }
      const subpath = rest ? `.${rest}` : '.';
      if (!exported(target.manifest.exports, subpath))
        context.report({
          node,
          message: `${name} does not export "${subpath}": use one of its entry points (its package.json "exports").`,
        });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { boundaries } };
