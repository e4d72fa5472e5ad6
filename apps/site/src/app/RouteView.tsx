import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { decideAccess, HOME_ROUTE, isFlagOn } from '@playdeck/domain';
import { useSession } from '../stores/session';
import { useSiteConfig } from '../shell/useSiteConfig';
import { showContactService } from '../lib/restrictions';
import { LoadBoundary } from '../shell/LoadBoundary';
import { PageLoading } from '../shell/PageStates';
import { askTrialToRegister } from '../shell/trialAlert';
import { canGoBack } from '../shell/routeMeta';
import type { SiteRoute } from './routes';
import type { LoginRedirectState } from '../shell/loginRedirect';

/** A trial account reached the member centre: ask, then register or leave. */
function TrialAlert() {
  const navigate = useNavigate();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void askTrialToRegister((to) => void navigate(to)).then((choice) => {
      if (choice === 'cancel') {
        if (canGoBack()) void navigate(-1);
        else void navigate(HOME_ROUTE, { replace: true });
      }
    });
  }, [navigate]);
  return <PageLoading />;
}

/** A page switched off by the operator: contact-service toast, then home. */
function FlagOff() {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    showContactService();
  }, []);
  return <Navigate to={HOME_ROUTE} replace />;
}

function AccessGate({ route, children }: { route: SiteRoute; children: ReactNode }) {
  const session = useSession((s) => s.session);
  const location = useLocation();
  const config = useSiteConfig();
  const decision = decideAccess(route.guard, session);
  if (decision.kind === 'redirect') {
    const state: LoginRedirectState = { from: location.pathname + location.search };
    return <Navigate to={decision.to} replace state={state} />;
  }
  if (decision.kind === 'trialAlert') return <TrialAlert />;
  if (route.flag) {
    if (!config.ready) return <PageLoading />;
    if (!isFlagOn(config.flags, route.flag)) return <FlagOff />;
  }
  return children;
}

/**
 * One page of the route table: guard, loading placeholder, and an error boundary that keeps the
 * frame alive. A page whose code fails to arrive shows the placeholder with a retry (it also
 * retries when the connection returns); a retry that fails again while online reloads the site,
 * which picks up a newer deploy.
 */
export function RouteView({ route }: { route: SiteRoute }) {
  const location = useLocation();
  const { page } = route;
  return (
    <LoadBoundary part={page} resetKey={location.key}>
      <AccessGate route={route}>
        <Suspense fallback={<PageLoading />}>
          <page.Page />
        </Suspense>
      </AccessGate>
    </LoadBoundary>
  );
}
