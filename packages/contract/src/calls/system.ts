import { z } from 'zod';
import { defineCall } from '../call';
import { looseBool } from './shared';

/** One registration field rule (`acceptedPattern` "*" = anything; `patternId` → `reg_pattern_<n>`). */
export const registerFieldRule = z
  .object({
    acceptedPattern: z.string().nullish(),
    minLength: z.number().nullish(),
    maxLength: z.number().nullish(),
    patternId: z.union([z.number(), z.string()]).nullish(),
    enabled: looseBool.nullish(),
    required: looseBool.nullish(),
    type: z.string().nullish(),
  })
  .loose();
export const registerRules = z.record(z.string(), registerFieldRule);
export type RegisterRules = z.output<typeof registerRules>;

type WhitelabelNode = { modId: string; enabled: string; childrenNodes?: WhitelabelNode[] | null };
/** The feature-flag tree: `enabled` "1" = on. Flatten with `flattenWhitelabel` (domain). */
export const whitelabelNode: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z
    .object({
      modId: z.string(),
      enabled: z.union([z.string(), z.number()]).transform(String),
      childrenNodes: z.array(whitelabelNode).nullish(),
    })
    .loose(),
) as unknown as z.ZodType<WhitelabelNode>;

/**
 * A customer-service entry. `path` is obfuscated: decode with `decodeServicePath` (the last 8
 * characters are the DES key). `title` is e.g. `CS` or `whatsapp`; `csType` e.g. `FACEBOOK`.
 */
export const customerServiceEntry = z
  .object({ csType: z.string().nullish(), title: z.string().nullish(), path: z.string() })
  .loose();

/** A download or channel link: `IOS`, `Android`, `MOBILECONFIG`, `AppDownloadIcon`, `Telegram`. */
export const resourceEntry = z
  .object({
    resourceType: z.string(),
    url: z.string().transform((s) => s.trim()),
    labelNameEn: z.string().nullish(),
  })
  .loose();

const templateVersion = z
  .union([z.number(), z.string()])
  .transform((v) => (Number(v) === 1 ? 1 : 0) as 0 | 1);

export const systemStatusValue = z.object({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string().nullish() }).loose().nullish(),
  info: z
    .object({
      customerService: z.array(customerServiceEntry).default([]),
      domainRoute: z.array(z.unknown()).default([]),
      resources: z.array(resourceEntry).default([]),
      whitelabel: whitelabelNode.nullish(),
      register: registerRules.default({}),
      /** Member-centre (`mem_cen`) and deposit (`dep_func`) page versions: 1 = new, else base. */
      mobileTemplate: z
        .object({ mem_cen: templateVersion, dep_func: templateVersion })
        .partial()
        .nullish(),
      paths: z.unknown().optional(),
      mainDomain: z.string().nullish(),
      imageCDNs: z.array(z.string()).default([]),
      launchGameCDNs: z.array(z.string()).default([]),
    })
    .loose()
    .nullish(),
});
export type SystemStatusValue = z.infer<typeof systemStatusValue>;

/** `GET /wps/system/status`: the boot call (maintenance, region block, flags, links, rules). */
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

/** `GET /wps/system/setting/register`: the registration field rules (same as status `info.register`). */
export const registerSettings = defineCall({
  id: 'registerSettings',
  method: 'GET',
  path: '/wps/system/setting/register',
  moduleId: 'REG3',
  token: false,
  encrypted: false,
  request: z.object({}),
  response: registerRules,
});

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
    z
      .object({
        countryCode: z.string(),
        countryName: z.string(),
        dialingCode: z
          .union([z.string(), z.number()])
          .transform((v) => String(v).replace(/^\+/, '')),
      })
      .loose(),
  ),
});

export const systemCalls = { systemStatus, registerSettings, systemCountry } as const;
