import { afterEach, describe, expect, it, vi } from 'vitest';
import { routePreloadScript } from '../../vite.routePreload';
import { pageShellsFile } from '../../vite.pageShells';
import tyShell from '../i18n/locales/ty.shell.json';
import tyAuth from '../i18n/locales/ty.auth.json';
import tyPages from '../i18n/locales/ty.pages.json';
import en from '../i18n/locales/en.json';
import budget from '../../../../scripts/budget.config.json';
import { landingRoutes, PAGE_SHELLS, START_CALLS } from './landingRoutes';
import { routePaths } from './routes';

const ty = { ...tyShell, ...tyAuth, ...tyPages };

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
  const english = { storageKey: 'lang', language: 'EN', js: ['/assets/en-e.js'] };
  const run = (path: string, texts?: typeof english) => {
    window.history.replaceState(null, '', path);
    const added: HTMLLinkElement[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      added.push(node as unknown as HTMLLinkElement);
      return node;
    });
    new Function(routePreloadScript(table, texts))();
    return added.map((l) => ({
      rel: l.rel,
      href: new URL(l.href).pathname,
      as: l.getAttribute('as'),
      crossorigin: l.getAttribute('crossorigin'),
    }));
  };
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

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

  it("fetches an EN player's texts with the HTML on every page, before the page's code", () => {
    localStorage.setItem('lang', 'en');
    expect(run('/m/login', english).map((l) => l.href)).toEqual([
      '/assets/en-e.js',
      '/assets/LoginPage-d.js',
    ]);
    expect(run('/m/member/home', english).map((l) => l.href)).toEqual(['/assets/en-e.js']);
  });

  it('leaves the texts alone for a TY player and a first visit (TY is bundled)', () => {
    expect(run('/m/member/home', english)).toEqual([]);
    localStorage.setItem('lang', 'TY');
    expect(run('/m/login', english).map((l) => l.href)).toEqual(['/assets/LoginPage-d.js']);
  });
});

describe('page shells the server draws before any script runs', () => {
  const table = new Map(routePaths().map(({ path, route }) => [path, route]));

  it('are landing pages, titled as the route table titles them', () => {
    const landing = new Set(landingRoutes.flatMap((r) => r.paths));
    for (const [path, shell] of Object.entries(PAGE_SHELLS)) {
      expect(landing.has(path), `${path} is a landing path`).toBe(true);
      expect(shell.titleKey, path).toBe(table.get(path)?.titleKey);
    }
  });

  it('carry their texts in both languages, from the catalogues', () => {
    const file = pageShellsFile(PAGE_SHELLS, { TY: ty, EN: en });
    expect(file['/m/login']).toEqual({
      games: false,
      texts: {
        TY: { title: ty.title.login, intro: ty.auth.login.intro },
        EN: { title: en.title.login, intro: en.auth.login.intro },
      },
    });
    expect(file['/m/slot-games']).toEqual({
      games: true,
      texts: { TY: { title: ty.title.slotGames }, EN: { title: en.title.slotGames } },
    });
  });

  it('stop the build when a text is missing', () => {
    expect(() =>
      pageShellsFile({ '/m/login': { titleKey: 'nosuchtitle' } }, { TY: ty, EN: en }),
    ).toThrow('page shells: no TY text for "title.nosuchtitle"');
  });
});
