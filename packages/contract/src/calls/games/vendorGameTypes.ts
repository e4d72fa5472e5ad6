import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { queryText } from '../queryParams';

/**
 * `value.content` maps each game type to its vendors, and each vendor to the classification keys
 * it has in that type: `{ RNG: { PG: ['VIDEO', 'MEGA'], JL: ['BG', ...] }, SPORTS: {...}, ... }`.
 * Esports (AV, AI, IMES, TF, IA) and cockfight (SV3, DS88, DIG, WGB) vendors sit under SPORTS; the
 * in-house vendor (JL) under RNG; the site splits them out (spec §2 "Game categories order").
 */
export const vendorGameTypes = defineCall({
  id: 'vendorGameTypes',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  moduleId: 'COMM3',
  token: false,
  encrypted: false,
  request: z.object({ typeId: queryText(10), merchant_code: queryText(40) }),
  response: z.object({
    content: z.record(z.string(), z.record(z.string(), z.array(z.unknown()))),
  }),
});
