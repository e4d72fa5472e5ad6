import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  Navigate,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useRoutes,
  type Location,
  type Navigator,
  type NavigationType,
  type RouteObject,
} from 'react-router-dom';
import { HOME_ROUTE } from '@playdeck/domain';
import { LinkProvider } from '@playdeck/ui';
import { PageFrame } from './PageFrame';
import { SiteLink } from './SiteLink';
import { RouteView } from './RouteView';
import { routerPaths } from './routes';

export function routeObjects(): RouteObject[] {
  const pages: RouteObject[] = routerPaths().map(({ path, route }) => ({
    path,
    element: <RouteView route={route} />,
  }));
  return [
    {
      element: <PageFrame />,
      children: [...pages, { path: '*', element: <Navigate to={HOME_ROUTE} replace /> }],
    },
  ];
}

const table = routeObjects();

/** The frame with the page of the current path. */
export function SiteRoutes() {
  return useRoutes(table);
}

/**
 * The browser router, declarative (the site loads no data through the router, so the data router
 * stays out of the bundle). Like `<BrowserRouter>`, a navigation renders in a transition (the
 * page on screen stays until the next one's code is there), except when it asks for `flushSync`:
 * then the next page is on screen when `navigate()` returns (sign-out goes home before the session
 * is forgotten, so a member-only page never sees the session end).
 */
type BrowserHistory = ReturnType<typeof createBrowserHistory>;

const samePlace = (a: Location, b: Location) =>
  a.key === b.key && a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;

/** The browser history with a navigator that notes whether a navigation asked for `flushSync`. */
function siteHistory(): {
  history: BrowserHistory;
  navigator: Navigator;
  flushNext: () => boolean;
} {
  const history = createBrowserHistory({ v5Compat: true });
  let flush = false;
  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state, opts) => {
      flush = opts?.flushSync === true;
      history.push(to, state);
    },
    replace: (to, state, opts) => {
      flush = opts?.flushSync === true;
      history.replace(to, state);
    },
  };
  const flushNext = () => {
    const answer = flush;
    flush = false;
    return answer;
  };
  return { history, navigator, flushNext };
}

/**
 * The browser router, declarative (the site loads no data through the router, so the data router
 * stays out of the bundle). Like `<BrowserRouter>`, a navigation renders in a transition (the
 * page on screen stays until the next one's code is there), except when it asks for `flushSync`:
 * then the next page is on screen when `navigate()` returns (sign-out goes home before the session
 * is forgotten, so a member-only page never sees the session end).
 */
export function SiteRouter({ children }: { children: ReactNode }) {
  const [{ history, navigator, flushNext }] = useState(siteHistory);
  const [state, setState] = useState<{ action: NavigationType; location: Location }>({
    action: history.action,
    location: history.location,
  });
  useLayoutEffect(() => {
    const stop = history.listen(({ action, location }) => {
      const next = { action, location };
      if (flushNext()) flushSync(() => setState(next));
      else startTransition(() => setState(next));
    });
    // A navigation while the site was still starting (before this listened) is followed too:
    // the one-off catch-up a subscription makes with the outside value it subscribed to.
    const now = history.location;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState((current) =>
      samePlace(current.location, now) ? current : { action: history.action, location: now },
    );
    return stop;
  }, [history, flushNext]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      <LinkProvider component={SiteLink}>{children}</LinkProvider>
    </Router>
  );
}
