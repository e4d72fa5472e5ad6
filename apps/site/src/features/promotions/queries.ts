import { activityApplications, announcements, applyForActivity } from '@playdeck/contract';
import { useApiMutation, useApiQuery } from '../../api/hooks';

/** The promotions screen asks for announcement type PR (spec 2 §7). */
export const PROMOTION_TYPES = 'PR';

/** Every promotion the operator runs, in the operator's order. */
export function usePromotions() {
  const query = useApiQuery(
    announcements,
    { types: PROMOTION_TYPES, platform: 'M', merchantCode: __PLAYDECK_MERCHANT__ },
    { staleTime: 60_000 },
  );
  return { ...query, promotions: query.data?.promotion ?? [] };
}

/** The session's applications for one promotion, newest first. */
export function useActivityApplications(activityId: string) {
  return useApiQuery(activityApplications, { activityId }, { enabled: activityId !== '' });
}

/** Sends an application; the session's applications are read again. */
export function useApplyForActivity(onDone: () => void) {
  return useApiMutation(applyForActivity, {
    invalidates: [activityApplications],
    onSuccess: onDone,
  });
}
