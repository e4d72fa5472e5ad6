import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { pageInfo, queryIntOr } from '../queryParams';
import { dividendPeriodSchema } from './shared';

export const dividendHistory = defineCall({
  id: 'dividendHistory',
  method: 'GET',
  path: '/wps/agent/dividend/history',
  moduleId: 'SIGNCONDIV3',
  token: true,
  encrypted: false,
  request: z.object({ pageNo: queryIntOr(1, 100_000, 1), pageSize: queryIntOr(1, 100, 20) }),
  response: z.object({ list: z.array(dividendPeriodSchema), ...pageInfo }),
});
