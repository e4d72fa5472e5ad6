import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHmac, type JsonWebKey } from 'node:crypto';
import type { HumanCheckResult, login } from '@playdeck/contract';
import { AuthFlag, isFlagOn } from '@playdeck/domain';
import type { z } from 'zod';
import type { RouteContext } from '../http/route';
import { callService, endpointUrl, formBody } from '../http/outbound';
import { takeSlot } from '../http/rateLimit';
import { readSettings, type OperatorSettings } from '../settings';
import { audienceIncludes, decodeJwt, rs256Valid, timeClaimsValid } from '../crypto/jwt';
import { limits } from './limits';
import { signInAccount } from './members';
import { normaliseDialingCode, normaliseMobile } from './mobile';
import { featureOff, refuse } from './refusals';
import { accountByMobile } from '../store/users';

type LoginParams = z.output<typeof login.request>;

/**
 * The human check on SMS requests (spec 1 §3, §7): when the deployment configures one, a request
 * without its proof is refused (`human.check.required`), and the proof is validated once with the
 * check service (GeeTest v4's server validation: `sign_token` = HMAC-SHA256 of the lot number
 * under the deployment's key) before any code is sent (`human.check.failed` otherwise).
 */
export async function requireHumanCheck(
  app: FastifyInstance,
  settings: OperatorSettings,
  result: HumanCheckResult | undefined,
): Promise<void> {
  const check = settings.humanCheck;
  if (!check) return;
  if (!result) throw refuse('human.check.required');
  if (result.captcha_id !== check.captchaId) throw refuse('human.check.failed');
  const url = new URL(endpointUrl(app, check.validateEndpoint));
  url.searchParams.set('captcha_id', check.captchaId);
  const answer = await callService(url.toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: formBody({
      lot_number: result.lot_number,
      captcha_output: result.captcha_output,
      pass_token: result.pass_token,
      gen_time: result.gen_time,
      sign_token: createHmac('sha256', check.captchaKey).update(result.lot_number).digest('hex'),
    }),
  });
  const verdict = (answer.body as { result?: unknown } | null)?.result;
  if (answer.status !== 200 || verdict !== 'success') throw refuse('human.check.failed');
}

/** The verifier's public keys, read at most every 5 minutes (and again for an unknown `kid`). */
const keyCache = new Map<string, { keys: JsonWebKey[]; at: number }>();
const KEYS_FRESH_MS = 5 * 60 * 1000;

async function verifierKeys(url: string, kid: unknown, now: number): Promise<JsonWebKey[]> {
  const cached = keyCache.get(url);
  if (cached && now - cached.at < KEYS_FRESH_MS && cached.keys.some((k) => k.kid === kid))
    return cached.keys;
  const answer = await callService(url, { headers: { accept: 'application/json' } });
  const keys = (answer.body as { keys?: unknown } | null)?.keys;
  if (answer.status !== 200 || !Array.isArray(keys)) return cached?.keys ?? [];
  const list = keys.filter((k): k is JsonWebKey => typeof k === 'object' && k !== null);
  keyCache.set(url, { keys: list, at: now });
  return list;
}

/**
 * The login call with the phone-verification provider's type (`firebase`, spec 1 §3): the
 * provider sent and checked the SMS code, and its ID token says which number was proved. The
 * token must be signed by the provider (its JWKS), issued for this deployment's project, current,
 * and for the number the player typed; the account of that number is logged in. SMS login must be
 * on (MOBILEVERCODELOGIN3), as for the server's own SMS codes.
 */
export async function phoneProviderLogin(
  app: FastifyInstance,
  ctx: RouteContext,
  req: FastifyRequest,
  p: LoginParams,
) {
  const { db } = ctx;
  const now = ctx.now();
  const s = readSettings(db);
  const config = s.phoneVerifier;
  if (!config || !isFlagOn(s.whitelabel, AuthFlag.SmsLogin)) throw featureOff();
  takeSlot(db, limits.phoneProofIp, req.ip, now);
  const jwt = decodeJwt(p.firebaseIdToken ?? '');
  if (!jwt) throw refuse('phone.token.invalid');
  const keys = await verifierKeys(endpointUrl(app, config.jwksUri), jwt.header.kid, now);
  const cc = normaliseDialingCode(p.countryDialingCode, s.countries[0]?.dialingCode ?? '63');
  const mobile = normaliseMobile(p.firebaseMobileNo ?? '', cc);
  const c = jwt.claims;
  if (
    !rs256Valid(jwt, keys) ||
    c.iss !== config.issuer ||
    !audienceIncludes(c, config.projectId) ||
    !timeClaimsValid(c, now) ||
    typeof c.sub !== 'string' ||
    !mobile ||
    c.phone_number !== `+${cc}${mobile}`
  )
    throw refuse('phone.token.invalid');
  const account = accountByMobile(db, mobile);
  if (!account || account.disabled || account.country_code !== cc)
    throw refuse('user.not.exist.or.disabled');
  return signInAccount(db, account, now);
}
