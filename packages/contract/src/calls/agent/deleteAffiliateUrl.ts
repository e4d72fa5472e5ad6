import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { idText } from '../queryParams';

/** Deletes one of the agent's links (DELETE; `id` from the body or the query string). */
export const deleteAffiliateUrl = defineCall({
  id: 'deleteAffiliateUrl',
  method: 'DELETE',
  path: '/wps/relay/MCSFE_deleteAffiliateUrl',
  moduleId: 'AFFMAN3',
  token: true,
  encrypted: false,
  request: z.object({ id: idText }),
  response: z.object({ id: idText, deleted: z.literal(true) }),
});
