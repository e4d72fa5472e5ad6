import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { captcha, systemCountry } from '@playdeck/contract';
import { api } from '../../api/client';
import { useApiQuery } from '../../api/hooks';

/**
 * A captcha picture, loaded while `active` (spec 1 §2: at login only after the server asked).
 * `refresh` loads a new one (tap on the picture, a method switch, a failed attempt). Failures are
 * shown in the picture's place with a tap to retry, never as a toast.
 */
export function useCaptchaImage(active: boolean) {
  const [round, setRound] = useState(0);
  const query = useQuery({
    queryKey: ['public', 'captcha', round],
    queryFn: () => api.call(captcha, { t: Date.now() }),
    enabled: active,
    staleTime: Infinity,
    gcTime: 0,
    meta: { silent: true },
  });
  const refresh = useCallback(() => setRound((r) => r + 1), []);
  return {
    image: query.data,
    loading: query.isFetching,
    failed: query.isError,
    refresh,
  };
}

/** Countries for the dialling-code picker; the first is the operator's default. */
export function useCountries() {
  return useApiQuery(systemCountry, {}, { staleTime: 60 * 60_000, silent: true });
}

/** The default dialling code while the list is loading or failed: the Philippines. */
export const FALLBACK_DIALING_CODE = '63';
