import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { registerRules } from './shared';

type WhitelabelNode = { modId: string; enabled: string; childrenNodes?: WhitelabelNode[] | null };

/** The feature-flag tree: `enabled` "1" = on. Flatten with `flattenWhitelabel` (domain). */
export const whitelabelNode: z.ZodMiniType<WhitelabelNode> = z.lazy(() =>
  z.looseObject({
    modId: z.string(),
    enabled: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
    childrenNodes: z.nullish(z.array(whitelabelNode)),
  }),
) as unknown as z.ZodMiniType<WhitelabelNode>;

/**
 * A customer-service entry. `path` is obfuscated: decode with `decodeServicePath` (the last 8
 * characters are the DES key). `title` is e.g. `CS` or `whatsapp`; `csType` e.g. `FACEBOOK`.
 */
export const customerServiceEntry = z.looseObject({
  csType: z.nullish(z.string()),
  title: z.nullish(z.string()),
  path: z.string(),
});

/** A download or channel link: `IOS`, `Android`, `MOBILECONFIG`, `AppDownloadIcon`, `Telegram`. */
export const resourceEntry = z.looseObject({
  resourceType: z.string(),
  url: z.pipe(
    z.string(),
    z.transform((s) => s.trim()),
  ),
  labelNameEn: z.nullish(z.string()),
});

const templateVersion = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((v) => (Number(v) === 1 ? 1 : 0) as 0 | 1),
);

export const systemStatusValue = z.object({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: z.nullish(z.looseObject({ ip: z.nullish(z.string()) })),
  info: z.nullish(
    z.looseObject({
      customerService: z._default(z.array(customerServiceEntry), []),
      domainRoute: z._default(z.array(z.unknown()), []),
      resources: z._default(z.array(resourceEntry), []),
      whitelabel: z.nullish(whitelabelNode),
      register: z._default(registerRules, {}),
      /** Member-centre (`mem_cen`) and deposit (`dep_func`) page versions: 1 = new, else base. */
      mobileTemplate: z.nullish(
        z.partial(z.object({ mem_cen: templateVersion, dep_func: templateVersion })),
      ),
      paths: z.optional(z.unknown()),
      mainDomain: z.nullish(z.string()),
      imageCDNs: z._default(z.array(z.string()), []),
      launchGameCDNs: z._default(z.array(z.string()), []),
    }),
  ),
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
