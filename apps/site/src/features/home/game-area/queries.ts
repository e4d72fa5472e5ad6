import { announcements } from '@playdeck/contract';
import { useApiQuery } from '../../../api/hooks';

/** Announcement types home asks for (spec 1 §9): banners, player notices, pop-ups, promotions, hot. */
export const HOME_ANNOUNCEMENT_TYPES = 'B,PL,PU,PR,H';
/** Home banners and notices belong to the group m_home. */
export const HOME_GROUP = 'm_home';

/** Home's announcements: banners (B), the notice line (PL) and hot news (H) of group m_home. */
export function useHomeAnnouncements() {
  return useApiQuery(
    announcements,
    {
      types: HOME_ANNOUNCEMENT_TYPES,
      groupName: HOME_GROUP,
      platform: 'M',
      merchantCode: __PLAYDECK_MERCHANT__,
    },
    { silent: true, staleTime: 60_000 },
  );
}
