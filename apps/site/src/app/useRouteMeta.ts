import { useMemo } from 'react';
import { matchRoutes, useLocation, useNavigate } from 'react-router-dom';
import { backTarget, HOME_ROUTE, pageFrame } from '@playdeck/domain';
import { routeMeta, routerPaths, showsGameList, type RouteMeta } from './routes';

const fallback: RouteMeta = { path: '', titleKey: 'home', ...pageFrame(undefined) };

/** The router's paths with what the frame shows for each, matched as the router matches them. */
const metaRoutes = routerPaths().map(({ path, route }) => ({
  path,
  meta: routeMeta(route),
  gameList: showsGameList(route),
}));

const matchAt = (pathname: string) => matchRoutes(metaRoutes, pathname)?.at(-1)?.route;

/** The route table row shown at a path; the fallback for paths that go home. */
export function routeMetaAt(pathname: string): RouteMeta {
  return matchAt(pathname)?.meta ?? fallback;
}

/** Whether the page at a path is the game list. */
export function showsGameListAt(pathname: string): boolean {
  return matchAt(pathname)?.gameList ?? false;
}

/** The route table row of the page on screen (title, frame, back behaviour, guard). */
export function useRouteMeta(): RouteMeta {
  const { pathname } = useLocation();
  return useMemo(() => routeMetaAt(pathname), [pathname]);
}

/** Whether there is a page of ours to go back to (react-router keeps its index in history state). */
export function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * The back action of the current page: to /m/home from login, register, trail, activity, forget
 * and the message centre, or when the page was opened directly; otherwise one page back.
 */
export function useBack(): () => void {
  const meta = useRouteMeta();
  const navigate = useNavigate();
  return () => {
    if (backTarget(meta.back, canGoBack()) === 'home') void navigate(HOME_ROUTE);
    else void navigate(-1);
  };
}
