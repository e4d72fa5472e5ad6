import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { HOME_ROUTE } from '@playdeck/domain';
import { PageFrame } from './PageFrame';
import { RouteView } from './RouteView';
import { routeMeta, routePaths } from './routes';

/** Paths differing only by a trailing slash are one route for the router. */
const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function routeObjects(): RouteObject[] {
  const seen = new Set<string>();
  const pages: RouteObject[] = [];
  for (const { path, route } of routePaths()) {
    const key = normalise(path);
    if (seen.has(key)) continue;
    seen.add(key);
    pages.push({ path: key, element: <RouteView route={route} />, handle: routeMeta(route) });
  }
  return [
    {
      element: <PageFrame />,
      children: [...pages, { path: '*', element: <Navigate to={HOME_ROUTE} replace /> }],
    },
  ];
}

export const router = createBrowserRouter(routeObjects());
