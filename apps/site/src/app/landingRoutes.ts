/**
 * Pages players often open directly (the installed app starts on home; links and bookmarks lead to
 * log in and the game lists). For these the build writes a small script that starts loading the
 * page's code together with the site's main script (vite.routePreload.ts), not after it has run.
 * Plain data: the build reads it as well as the route table.
 */
export interface LandingRoute {
  /** Paths that show the page (the route's path and aliases). */
  paths: readonly string[];
  /** Source modules whose code (and styles) the page needs at once, from apps/site. */
  modules: readonly string[];
}

export const HOME_PATHS = ['/m/home', '/', '/m', '/m/', '/m/index', '/m/index.html'] as const;

/**
 * The API client and the start-up calls (status, member info, home's announcements): every page
 * makes them at once, and they are loaded beside the first render rather than before it.
 */
export const START_CALLS = ['src/api/client.ts', 'src/api/shellCallDefs.ts'];

const pages: readonly LandingRoute[] = [
  {
    paths: HOME_PATHS,
    // Not the banner carousel (Swiper): the server draws the first banner into the shell, and
    // the carousel's fallback shows it until Swiper arrives.
    modules: ['src/app/HomePage.tsx'],
  },
  { paths: ['/m/login'], modules: ['src/features/auth/LoginPage.tsx'] },
  {
    paths: ['/m/gameList', '/m/live-games', '/m/poker-games', '/m/slot-games', '/m/fishing-games'],
    modules: ['src/features/games/GameListPage.tsx'],
  },
  {
    // Sports and esports show cards, which the list page loads on those paths only.
    paths: ['/m/sport-games', '/m/esport-games'],
    modules: ['src/features/games/GameListPage.tsx', 'src/features/games/CategoryCards.tsx'],
  },
];

export const landingRoutes: readonly LandingRoute[] = pages.map(({ paths, modules }) => ({
  paths,
  modules: [...modules, ...START_CALLS],
}));

/**
 * What the server draws into the app shell on a landing path before any script has run (the
 * build writes the texts to `page-shells.json`, vite.pageShells.ts): the page's title bar, log
 * in's welcome line, and on a game list its first tiles. Home's shell is its first banner.
 */
export interface PageShell {
  /** Key under `title.` of the route's title, as in the route table. */
  titleKey: string;
  /** A line of text under the title (a catalogue key). */
  introKey?: string;
  /** The first games of the list the path shows. */
  games?: boolean;
}

export const PAGE_SHELLS: Readonly<Record<string, PageShell>> = {
  '/m/login': { titleKey: 'login', introKey: 'auth.login.intro' },
  '/m/gameList': { titleKey: 'gameList', games: true },
  '/m/live-games': { titleKey: 'liveGames', games: true },
  '/m/poker-games': { titleKey: 'pokerGames', games: true },
  '/m/sport-games': { titleKey: 'sportGames', games: true },
  '/m/slot-games': { titleKey: 'slotGames', games: true },
  '/m/fishing-games': { titleKey: 'fishingGames', games: true },
  '/m/esport-games': { titleKey: 'esportGames', games: true },
};
