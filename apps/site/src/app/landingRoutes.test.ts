import { afterEach, describe, expect, it, vi } from 'vitest';
import { routePreloadScript } from '../../vite.routePreload';
import budget from '../../../../scripts/budget.config.json';
import { landingRoutes, START_CALLS } from './landingRoutes';
import { routePaths } from './routes';

describe('landing routes', () => {
  it('name only paths of the route table, each group showing one page', () => {
    const table = new Map(routePaths().map(({ path, route }) => [path, route]));
    for (const { paths } of landingRoutes) {
      const pages = new Set(paths.map((p) => table.get(p)?.page));
      expect(pages.has(undefined), `${paths.join(', ')} are all routes`).toBe(false);
      expect(pages.size, `${paths.join(', ')} show one page`).toBe(1);
    }
  });
});

describe('start-up calls', () => {
  it('are what the size budget counts as loaded at start', () => {
    expect(START_CALLS).toEqual(budget.startupModules);
  });
});

describe('the route preload script', () => {
  const table = [
    {
      paths: ['/m/home', '/'],
      js: ['/assets/HomePage-a.js', '/assets/Banner-b.js'],
      css: ['/assets/HomePage-c.css'],
    },
    { paths: ['/m/login'], js: ['/assets/LoginPage-d.js'], css: [] },
  ];
  /** Runs the script at a path; the links it adds are kept, not fetched (happy-dom would). */
  const run = (path: string) => {
    window.history.replaceState(null, '', path);
    const added: HTMLLinkElement[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      added.push(node as unknown as HTMLLinkElement);
      return node;
    });
    new Function(routePreloadScript(table))();
    return added.map((l) => ({
      rel: l.rel,
      href: new URL(l.href).pathname,
      as: l.getAttribute('as'),
      crossorigin: l.getAttribute('crossorigin'),
    }));
  };
  afterEach(() => vi.restoreAllMocks());

  it("preloads the landing page's scripts and styles, styles in the mode the site asks for them", () => {
    expect(run('/m/home')).toEqual([
      { rel: 'modulepreload', href: '/assets/HomePage-a.js', as: null, crossorigin: null },
      { rel: 'modulepreload', href: '/assets/Banner-b.js', as: null, crossorigin: null },
      { rel: 'preload', href: '/assets/HomePage-c.css', as: 'style', crossorigin: '' },
    ]);
  });

  it('treats a trailing slash as the same path', () => {
    expect(run('/m/login/').map((l) => l.href)).toEqual(['/assets/LoginPage-d.js']);
  });

  it('loads nothing extra on other pages', () => {
    expect(run('/m/member/home')).toEqual([]);
  });
});
