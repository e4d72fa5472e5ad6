import { useMemo } from 'react';
import { matchRoutes, useLocation, useNavigate } from 'react-router-dom';
import {
  backTarget,
  HOME_ROUTE,
  pageFrame,
  type FlagId,
  type FrameSection,
  type PageFrame,
  type RouteGuard,
} from '@playdeck/domain';
import type tyShell from '../i18n/locales/ty.shell.json';

export type TitleKey = keyof (typeof tyShell)['title'];

/**
 * What the frame and pages read of one row of the route table (app/routes.tsx adds the page): the
 * header title, which bars show (derived from `section` by the domain rule `pageFrame`), where
 * back goes and who may enter.
 */
export interface RouteRow {
  path: string;
  /** Other paths that show the same page in place (no redirect). */
  aliases?: readonly string[];
  /** `title.<key>` in the catalogues: the header title and the document title. */
  titleKey: TitleKey;
  /** The page kind the frame rules name (spec 1 §2); none for an ordinary page. */
  section?: FrameSection;
  /**
   * Where back goes when there is no page of ours to go back to (opened directly, or in an installed
   * app started on this page): the screen this one belongs to. Home when absent.
   */
  up?: string;
  /** Who may enter (domain `decideAccess`). */
  guard?: RouteGuard;
  /** Opens only while this whitelabel flag is on; otherwise a contact-service toast and home. */
  flag?: FlagId;
}

/** What the frame shows around a route: the row plus the frame rule's answer. */
export type RouteMeta = RouteRow & PageFrame;

const fallback: RouteMeta = { path: '', titleKey: 'home', ...pageFrame(undefined) };

/** The router's paths with what the frame shows for each, as app/routes.tsx provides them. */
let metaRoutes: { path: string; meta: RouteMeta; gameList: boolean }[] = [];

/**
 * The route table, given by app/ when it loads (before anything renders): the shell reads the
 * rows without importing the pages.
 */
export function provideRouteTable(rows: { path: string; meta: RouteMeta; gameList: boolean }[]) {
  metaRoutes = rows;
}

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
 * and the message centre; otherwise one page back, or, when the page was opened directly, to the
 * screen it belongs to (the route's `up`, else home).
 */
export function useBack(): () => void {
  const meta = useRouteMeta();
  const navigate = useNavigate();
  return () => {
    if (meta.back === 'home') void navigate(HOME_ROUTE);
    else if (backTarget(meta.back, canGoBack()) === 'history') void navigate(-1);
    else void navigate(meta.up ?? HOME_ROUTE);
  };
}
