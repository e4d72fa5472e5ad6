import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * Operator knobs, changed without touching code: `apps/server/operator.config.json` (every knob,
 * with the demo values), then an optional file named by `PLAYDECK_CONFIG` merged over it, then
 * environment variables (`PLAYDECK_MERCHANT`, `PLAYDECK_PUBLIC_ORIGIN`, `PLAYDECK_FLAGS="CBS3=0,FREEPLAY3=1"`,
 * `PLAYDECK_MAINTENANCE=1`, `PLAYDECK_REGION_RESTRICTION=1`). The dev-only admin endpoint layers
 * its overrides on top at run time (see settings.ts).
 */

const patternSource = z.string().refine((s) => {
  if (s === '*' || s === '') return true;
  try {
    new RegExp(s);
    return true;
  } catch {
    return false;
  }
}, 'a regular expression, or "*" for anything');

export const registerRuleSchema = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    minLength: z.number().int().min(0).max(1000).optional(),
    maxLength: z.number().int().min(0).max(1000).optional(),
    acceptedPattern: patternSource.optional(),
    patternId: z.union([z.number(), z.string()]).optional(),
    type: z.string().max(20).optional(),
  })
  .strict();

const flagId = z.string().regex(/^[A-Z0-9_]{2,40}$/, 'a module id such as CBS3');
const linkUrl = z
  .string()
  .max(500)
  .refine((u) => u.startsWith('/') || /^https?:\/\//.test(u), 'a site path or an http(s) address');

/**
 * A social login provider of this deployment (spec 1 §2): the site sends players to
 * `authorizationEndpoint` with `clientId`; the operator API exchanges the code at `tokenEndpoint`
 * with `clientSecret` and the PKCE verifier. With `issuer` the provider is read as OpenID Connect
 * (the ID token's claims; `scope` should hold `openid`), else as plain OAuth 2.0 (the
 * `userinfoEndpoint` answer). A path (`/idp/...`) means this server: the demo identity provider.
 */
const socialProviderSchema = z
  .object({
    provider: z.enum(['google', 'facebook']),
    clientId: z.string().min(1).max(200),
    clientSecret: z.string().min(8).max(500),
    authorizationEndpoint: linkUrl,
    tokenEndpoint: linkUrl,
    userinfoEndpoint: linkUrl.optional(),
    issuer: z.string().min(1).max(200).optional(),
    scope: z.string().min(1).max(200),
  })
  .strict()
  .refine(
    (p) => p.issuer || p.userinfoEndpoint,
    'an issuer (OpenID Connect) or a userinfoEndpoint',
  );

/**
 * The human check asked before any SMS is sent (the platform's GeeTest v4 protocol): the site
 * loads challenges from `endpoint` for `captchaId`; the server checks a result at
 * `validateEndpoint`, signing with `captchaKey`. Paths mean this server's demo verifier.
 */
const humanCheckSchema = z
  .object({
    captchaId: z.string().regex(/^[\w-]{8,64}$/),
    captchaKey: z.string().min(16).max(200),
    endpoint: linkUrl,
    validateEndpoint: linkUrl,
  })
  .strict();

/**
 * The phone-verification provider (spec 1 §3; the platform's is Firebase): the site asks it for
 * SMS codes and ID tokens at `endpoint` with the public `apiKey`; the server checks those tokens'
 * signature with the keys at `jwksUri`, their `iss` and their audience `projectId`.
 */
const phoneVerifierSchema = z
  .object({
    apiKey: z.string().min(8).max(200),
    projectId: z.string().regex(/^[a-z0-9-]{4,64}$/),
    issuer: z.string().min(1).max(200),
    endpoint: linkUrl,
    jwksUri: linkUrl,
  })
  .strict();

export const operatorConfigSchema = z
  .object({
    merchant: z.string().regex(/^[a-z0-9_-]{2,32}$/, 'a short lower-case merchant code'),
    maintenance: z.boolean(),
    regionRestriction: z.boolean(),
    mainDomain: z.string().max(255),
    /**
     * The origin players reach this server at (`https://m.example.ph`, no path). Links the server
     * hands out are built from it, never from the request's Host header; empty: site-relative
     * links. `npm start` fills it with the address it listens on (PLAYDECK_PUBLIC_ORIGIN wins).
     */
    publicOrigin: z
      .string()
      .max(255)
      .refine(
        (v) => v === '' || /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$/.test(v),
        'an origin such as https://m.example.ph (scheme and host, no path), or empty',
      )
      .optional(),
    imageCDNs: z.array(z.string().url()).max(20),
    launchGameCDNs: z.array(z.string().url()).max(20),
    mobileTemplate: z
      .object({
        mem_cen: z.union([z.literal(0), z.literal(1)]),
        dep_func: z.union([z.literal(0), z.literal(1)]),
      })
      .strict(),
    whitelabel: z.record(flagId, z.boolean()),
    /**
     * A single-wallet merchant: every game plays from the main wallet. Otherwise each vendor has a
     * wallet of its own and members move money between them (GCS_walletTransfer).
     */
    singleWallet: z.boolean(),
    /**
     * The site's backup addresses (`/wps/system/domainRoute`); the address the site is served
     * from is always listed first as the main one.
     */
    domainRoute: z
      .array(
        z
          .object({
            url: z.string().url(),
            kind: z.enum(['MAIN', 'BACKUP']),
            label: z.string().min(1).max(40).optional(),
          })
          .strict(),
      )
      .max(20),
    register: z.record(z.string().max(40), registerRuleSchema),
    countries: z
      .array(
        z
          .object({
            countryCode: z.string().regex(/^[A-Z]{2}$/),
            countryName: z.string().min(1).max(60),
            dialingCode: z.string().regex(/^\d{1,4}$/),
          })
          .strict(),
      )
      .min(1),
    customerService: z
      .array(
        z
          .object({
            csType: z.string().min(1).max(20),
            title: z.string().min(1).max(40),
            url: linkUrl,
          })
          .strict(),
      )
      .max(20),
    resources: z
      .array(
        z
          .object({
            resourceType: z.string().min(1).max(40),
            url: linkUrl,
            labelNameEn: z.string().max(60).optional(),
          })
          .strict(),
      )
      .max(20),
    socialLogin: z
      .array(socialProviderSchema)
      .max(2)
      .refine(
        (list) => new Set(list.map((p) => p.provider)).size === list.length,
        'one entry per provider',
      ),
    humanCheck: humanCheckSchema.nullable(),
    phoneVerifier: phoneVerifierSchema.nullable(),
  })
  .strict();
export type OperatorConfig = z.infer<typeof operatorConfigSchema>;

export const DEFAULT_CONFIG_FILE = fileURLToPath(
  new URL('../operator.config.json', import.meta.url),
);

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Merges a partial configuration over a full one: flags and register rules merge per key, other
 * values (lists included) replace.
 */
export function mergeConfig(base: Record<string, unknown>, patch: Record<string, unknown>) {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    const prior = out[key];
    if (
      (key === 'whitelabel' || key === 'register' || key === 'mobileTemplate') &&
      isRecord(prior) &&
      isRecord(value)
    )
      out[key] = { ...prior, ...value };
    else out[key] = value;
  }
  return out;
}

function readJson(file: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`Operator configuration ${file} is not readable JSON: ${(e as Error).message}`);
  }
  if (!isRecord(parsed)) throw new Error(`Operator configuration ${file} must be a JSON object`);
  return parsed;
}

function envOverrides(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (env.PLAYDECK_MERCHANT) out.merchant = env.PLAYDECK_MERCHANT;
  if (env.PLAYDECK_PUBLIC_ORIGIN) out.publicOrigin = env.PLAYDECK_PUBLIC_ORIGIN;
  if (env.PLAYDECK_MAINTENANCE) out.maintenance = env.PLAYDECK_MAINTENANCE === '1';
  if (env.PLAYDECK_REGION_RESTRICTION)
    out.regionRestriction = env.PLAYDECK_REGION_RESTRICTION === '1';
  if (env.PLAYDECK_FLAGS) {
    const flags: Record<string, boolean> = {};
    for (const part of env.PLAYDECK_FLAGS.split(',')) {
      const [id, on] = part.split('=').map((s) => s.trim());
      if (id) flags[id] = on !== '0' && on !== 'false';
    }
    out.whitelabel = flags;
  }
  return out;
}

/** Reads and checks the configuration; throws a message naming the file and the bad field. */
export function loadOperatorConfig(
  env: NodeJS.ProcessEnv = process.env,
  baseFile: string = DEFAULT_CONFIG_FILE,
): OperatorConfig {
  let merged = readJson(baseFile);
  // A relative PLAYDECK_CONFIG is read from where the command was typed (npm and pnpm name it
  // INIT_CWD; the server itself runs in apps/server).
  const extra = env.PLAYDECK_CONFIG
    ? resolve(env.INIT_CWD ?? process.cwd(), env.PLAYDECK_CONFIG)
    : undefined;
  if (extra) {
    if (!existsSync(extra)) throw new Error(`PLAYDECK_CONFIG names a missing file: ${extra}`);
    merged = mergeConfig(merged, readJson(extra));
  }
  merged = mergeConfig(merged, envOverrides(env));
  const result = operatorConfigSchema.safeParse(merged);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(
      `Operator configuration is invalid at "${issue?.path.join('.') ?? ''}": ${issue?.message ?? 'invalid'}`,
    );
  }
  return result.data;
}
