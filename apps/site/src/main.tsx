import './boot/reactDom';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'virtual:skin.css';
import './app/global.css';
import { App } from './app/App';
import { queryClient } from './api/queryClient';
import { memberDefs } from './api/shellCalls';
import { useSession } from './stores/session';
import { routeMetaAt, showsGameListAt } from './shell/routeMeta';
import { prefetchHomeAnnouncements } from './features/games/home/queries';
// Read before the first render replaces the app shell.
import './lib/shellBanner';
import { listenForPlayerStart } from './lib/playerStart';

// Home draws its blocks below the fold once the player starts: a scroll from now on counts.
listenForPlayerStart();

// Home's banners are its largest image: ask for them now, while home's code is still arriving.
if (routeMetaAt(window.location.pathname).section === 'home')
  void prefetchHomeAnnouncements(queryClient);

// A game list's first games are its main content: ask for them beside the page's code, not after
// it has arrived and rendered (the module is one of the page's own chunks, already on its way).
if (showsGameListAt(window.location.pathname))
  void import('./features/games/queries').then((games) =>
    games.prefetchFirstGamePage(queryClient, window.location),
  );

// A signed-in player's start-up calls (member info, balance, rank, ...) need definitions a visitor
// never loads: ask for them now, beside the first render, as a visitor's calls come with the page.
if (useSession.getState().session) void memberDefs();

// As a transition React renders the first page in short slices, so a slow phone can answer a tap
// while the site starts instead of sitting in one long task; the boot shell shows meanwhile.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
