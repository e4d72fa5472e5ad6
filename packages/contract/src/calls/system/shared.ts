// The system calls' schemas and codes that more than one call uses, or that the site reads on
// their own. A schema only one call uses lives in that call's module.
import * as z from 'zod/mini';
import { looseBool } from '../shared';

/** One registration field rule (`acceptedPattern` "*" = anything; `patternId` → `reg_pattern_<n>`). */
export const registerFieldRule = z.looseObject({
  acceptedPattern: z.nullish(z.string()),
  minLength: z.nullish(z.number()),
  maxLength: z.nullish(z.number()),
  patternId: z.nullish(z.union([z.number(), z.string()])),
  enabled: z.nullish(looseBool),
  required: z.nullish(looseBool),
  type: z.nullish(z.string()),
});

export const registerRules = z.record(z.string(), registerFieldRule);

export type RegisterRules = z.output<typeof registerRules>;
