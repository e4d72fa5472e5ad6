import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { idText, queryText } from '../queryParams';

/** The session's applications, newest first; `activityId` narrows to one promotion. */
export const activityApplications = defineCall({
  id: 'activityApplications',
  method: 'GET',
  path: '/wps/activity/applications',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({ activityId: queryText(40) }),
  response: z.object({
    list: z.array(
      z.object({
        applicationId: idText,
        activityId: idText,
        comment: z.string(),
        imageCount: z.int(),
        status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
        submittedAt: z.int(),
      }),
    ),
  }),
});
