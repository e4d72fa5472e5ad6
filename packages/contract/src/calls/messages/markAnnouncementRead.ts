import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { acknowledged, anyId } from '../shared';

/**
 * `POST /wps/relay/MCSFE_markAnnouncementAsRead` (path chosen: not public) `{announcementId,
 * read: true}`. For trial accounts it changes nothing (they count every notice as read).
 */
export const markAnnouncementRead = defineCall({
  id: 'markAnnouncementRead',
  method: 'POST',
  path: '/wps/relay/MCSFE_markAnnouncementAsRead',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({ announcementId: anyId, read: z._default(z.literal(true), true) }),
  response: acknowledged,
});
