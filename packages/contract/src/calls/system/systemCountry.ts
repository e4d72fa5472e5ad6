import * as z from 'zod/mini';
import { defineCall } from '../../call';

/**
 * `GET /wps/system/country`: countries for the dialling-code picker (shape chosen: the platform's
 * is not public). `dialingCode` without `+`; the first entry is the operator's default.
 */
export const systemCountry = defineCall({
  id: 'systemCountry',
  method: 'GET',
  path: '/wps/system/country',
  moduleId: 'COMM3',
  token: false,
  encrypted: false,
  request: z.object({}),
  response: z.array(
    z.looseObject({
      countryCode: z.string(),
      countryName: z.string(),
      dialingCode: z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((v) => String(v).replace(/^\+/, '')),
      ),
    }),
  ),
});
