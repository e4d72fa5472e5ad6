import { Suspense } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { SystemStatus } from '@playdeck/domain';
import { router } from './router';
import { useSystemStatus } from '../features/system/useSystemStatus';
import { AccessRestrictedPage, MaintenancePage } from '../features/system/StatusPages';

const queryClient = new QueryClient();

function StatusGate() {
  const { status, value } = useSystemStatus();
  if (status === SystemStatus.Maintenance) return <MaintenancePage />;
  if (status === SystemStatus.AccessRestricted)
    return <AccessRestrictedPage ip={value?.location?.ip} />;
  return (
    <Suspense fallback={null}>
      <RouterProvider router={router} />
    </Suspense>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <StatusGate />
    </QueryClientProvider>
  );
}
