import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SystemStatus } from '@playdeck/domain';
import { toast } from '@playdeck/ui';
import { i18n } from '../i18n';
import { queryClient, setErrorPresenter } from '../api/queryClient';
import { useSystemStatus } from '../shell/useSystemStatus';
import { AccessRestrictedPage, MaintenancePage } from '../features/system/StatusPages';
import { captureInstallPrompt } from '../pwa/installPrompt';
import { registerServiceWorker } from '../pwa/registerServiceWorker';
import { SiteRouter, SiteRoutes } from './router';
import { SessionRenewal } from './SessionRenewal';
import { SessionLossRedirect } from './SessionLossRedirect';

// Failed calls that are not silent show as a short toast in the player's language.
setErrorPresenter((message) => {
  toast.show('key' in message ? i18n.t(message.key) : message.text, {
    duration: 'short',
    tone: 'danger',
  });
});
captureInstallPrompt();
registerServiceWorker();

/**
 * The site as one element made once: when a status answer changes nothing for the gate, React
 * sees the same element and leaves the page alone, instead of drawing all of it again in one
 * synchronous render (status answers come through a store, which React never draws in slices).
 */
const site = (
  <SiteRouter>
    <SessionLossRedirect />
    <SessionRenewal />
    <SiteRoutes />
  </SiteRouter>
);

function StatusGate() {
  const { status, value } = useSystemStatus();
  if (status === SystemStatus.Maintenance) return <MaintenancePage />;
  if (status === SystemStatus.AccessRestricted)
    return <AccessRestrictedPage ip={value?.location?.ip} />;
  return site;
}

/** The site: catalogues (suspends until the language's text is there), data, status gate, routes. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <StatusGate />
      </Suspense>
    </QueryClientProvider>
  );
}
