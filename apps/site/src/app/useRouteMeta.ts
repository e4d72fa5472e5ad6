import { useMatches, useNavigate } from 'react-router-dom';
import { backTarget, HOME_ROUTE, pageFrame } from '@playdeck/domain';
import type { RouteMeta } from './routes';

const fallback: RouteMeta = { path: '', titleKey: 'home', ...pageFrame(undefined) };

/** The route table row of the page on screen (title, frame, back behaviour, guard). */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteMeta | undefined;
    if (handle && typeof handle === 'object' && 'titleKey' in handle) return handle;
  }
  return fallback;
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
