import * as z from 'zod/mini';
import { idText, looseNumber, pageInfo, queryIntOr } from '../queryParams';
import { defineCall } from '../../call';

export const redRainEventSchema = z.object({
  id: idText,
  title: z.string(),
  startsAt: z.int(),
  endsAt: z.int(),
  /** UPCOMING before the window, LIVE during it, ENDED after. */
  status: z.enum(['UPCOMING', 'LIVE', 'ENDED']),
  envelopeCount: z.int(),
  totalAmount: looseNumber,
  /** Envelopes the agent's whole downline grabbed in this rain, and how much they held. */
  teamGrabCount: z.int(),
  teamGrabAmount: looseNumber,
  teamMembersGrabbing: z.int(),
});

/**
 * The operator's red envelope rains (page /m/redRain), newest window first, each with what the
 * agent's team grabbed. (The platform's call is not public; this is the reference server's.)
 */
export const redRainEvents = defineCall({
  id: 'redRainEvents',
  method: 'GET',
  path: '/wps/agent/redRain/events',
  moduleId: 'AGEINFO3',
  token: true,
  encrypted: false,
  request: z.object({ pageNo: queryIntOr(1, 100_000, 1), pageSize: queryIntOr(1, 100, 20) }),
  response: z.object({ list: z.array(redRainEventSchema), ...pageInfo }),
});
