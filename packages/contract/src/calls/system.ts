import { z } from 'zod';
import { defineCall } from '../call';

const registerFieldRule = z.object({
  acceptedPattern: z.string().nullish(),
  minLength: z.number().nullish(),
  maxLength: z.number().nullish(),
  patternId: z.union([z.number(), z.string()]).nullish(),
  enabled: z.boolean().nullish(),
  required: z.boolean().nullish(),
  type: z.string().nullish(),
});

type WhitelabelNode = { modId: string; enabled: string; childrenNodes?: WhitelabelNode[] };
const whitelabelNode: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.string(),
    childrenNodes: z.array(whitelabelNode).optional(),
  }),
);

export const systemStatusValue = z.object({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string().nullish() }).passthrough().nullish(),
  info: z
    .object({
      customerService: z
        .array(
          z
            .object({ csType: z.string().nullish(), title: z.string().nullish(), path: z.string() })
            .passthrough(),
        )
        .default([]),
      domainRoute: z.array(z.unknown()).default([]),
      resources: z
        .array(z.object({ resourceType: z.string(), url: z.string() }).passthrough())
        .default([]),
      whitelabel: whitelabelNode.nullish(),
      register: z.record(z.string(), registerFieldRule).default({}),
      mobileTemplate: z.object({ mem_cen: z.number(), dep_func: z.number() }).partial().nullish(),
      mainDomain: z.string().nullish(),
      imageCDNs: z.array(z.string()).default([]),
      launchGameCDNs: z.array(z.string()).default([]),
    })
    .passthrough()
    .nullish(),
});
export type SystemStatusValue = z.infer<typeof systemStatusValue>;

export const systemStatus = defineCall({
  id: 'systemStatus',
  method: 'GET',
  path: '/wps/system/status',
  moduleId: 'COMM3',
  token: false,
  encrypted: false,
  request: z.object({}),
  response: systemStatusValue,
});

export const systemCalls = { systemStatus } as const;
