import { useQuery } from '@tanstack/react-query';
import { systemStatusOf, type SystemStatus } from '@playdeck/domain';
import type { SystemStatusValue } from '@playdeck/contract';
import { systemStatusQuery } from './statusQueries';

/** The platform status: served from the local cache at once and refreshed on every load. */
export function useSystemStatus(): {
  status: SystemStatus;
  value: SystemStatusValue | undefined;
  isLoading: boolean;
} {
  const query = useQuery(systemStatusQuery);
  const value = query.data;
  return {
    status: value ? systemStatusOf(value) : 0,
    value,
    isLoading: query.isPending,
  };
}
