import type { QueryClient } from '@tanstack/react-query';
import type { announcements, RequestOf } from '@playdeck/contract';
import { apiQueryOptions, useApiQuery } from '../../../api/hooks';
import { shellCalls } from '../../../api/shellCalls';

/** Announcement types home asks for (spec 1 §9): banners, player notices, pop-ups, promotions, hot. */
export const HOME_ANNOUNCEMENT_TYPES = 'B,PL,PU,PR,H';
/** Home banners and notices belong to the group m_home. */
export const HOME_GROUP = 'm_home';

const homeAnnouncementParams: RequestOf<typeof announcements> = {
  types: HOME_ANNOUNCEMENT_TYPES,
  groupName: HOME_GROUP,
  platform: 'M',
  merchantCode: __PLAYDECK_MERCHANT__,
};
/** Announcements change rarely; a minute-old answer is shown without asking again. */
const HOME_ANNOUNCEMENTS_FRESH_MS = 60_000;

/** Home's announcements: banners (B), the notice line (PL) and hot news (H) of group m_home. */
export function useHomeAnnouncements() {
  return useApiQuery(shellCalls.announcements, homeAnnouncementParams, {
    silent: true,
    staleTime: HOME_ANNOUNCEMENTS_FRESH_MS,
  });
}

/**
 * Asks for home's announcements while home's code is still loading: its banners hold the page's
 * largest image, so they should not wait for the page to render first. The page's hook then finds
 * the answer (or the request under way) in the cache.
 */
export function prefetchHomeAnnouncements(client: QueryClient): Promise<void> {
  return client.prefetchQuery({
    ...apiQueryOptions(shellCalls.announcements, homeAnnouncementParams),
    staleTime: HOME_ANNOUNCEMENTS_FRESH_MS,
    meta: { silent: true },
  });
}
