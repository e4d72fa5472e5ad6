import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { idText, queryIntOr } from '../queryParams';

/** The session's favourite node ids, as strings, newest first. */
export const favouriteIds = defineCall({
  id: 'favouriteIds',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  moduleId: 'GAMELOFAV3',
  token: true,
  encrypted: false,
  request: z.object({ pageNo: queryIntOr(1, 100_000, 1), pageSize: queryIntOr(1, 200, 100) }),
  response: z.array(idText),
});
