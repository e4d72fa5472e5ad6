import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createHash,
  createHmac,
  generateKeyPairSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../db/database';
import type { RouteContext } from '../http/route';
import { countEvents, recordEvent } from '../http/rateLimit';
import { limits } from '../accounts/limits';
import { CAPTCHA_DIGITS, renderCaptcha } from '../accounts/captcha';
import { sendToOutbox } from '../accounts/outbox';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS } from '../accounts/codes';
import { signJwt } from '../crypto/jwt';
import { readSettings, type OperatorSettings } from '../settings';
import {
  challengeOf,
  countPhoneSessionTry,
  deleteChallenge,
  insertChallenge,
  passChallenge,
  phoneSessionOf,
  startPhoneSession,
  spendChallenge,
  spendPhoneSession,
} from '../store/verifier';

/**
 * The demo verifier (`/verifier/`): the two outside services the platform's deployments use for
 * SMS, run inside the reference server so their flows work with no network.
 *
 * - **Human check** (`/verifier/human`), in GeeTest v4's shape: the site loads a challenge for the
 *   deployment's `captcha_id` (a picture of digits here), the player solves it, and the proof
 *   (`lot_number`, `pass_token`, `gen_time`, `captcha_output`) goes with the SMS request; the
 *   operator API validates it once at `/validate`, signing with the deployment's key.
 * - **Phone verifier** (`/verifier/phone/v1`), in Firebase Identity Toolkit's REST shape: it sends
 *   the SMS code itself (`accounts:sendVerificationCode`, after the human check when the
 *   deployment has one), checks it (`accounts:signInWithPhoneNumber`) and answers an RS256 ID
 *   token for the number, whose keys it publishes at `/verifier/phone/jwks`.
 *
 * Answers are these services' own JSON, not the platform's envelope.
 */

const HUMAN_PREFIX = '/verifier/human';
const PHONE_PREFIX = '/verifier/phone';
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const ID_TOKEN_TTL_S = 3600;

/** The phone verifier's signing key: one per process, published with its `kid`. */
let signingKey: { privateKey: KeyObject; jwk: JsonWebKey; kid: string } | undefined;
function phoneSigningKey() {
  if (!signingKey) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const kid = randomBytes(8).toString('hex');
    signingKey = {
      privateKey,
      kid,
      jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' },
    };
  }
  return signingKey;
}

const proof = z.object({
  captcha_id: z.string().max(100),
  lot_number: z.string().max(100),
  pass_token: z.string().max(200),
  gen_time: z.string().max(20),
  captcha_output: z.string().max(200),
});
export type HumanProof = z.infer<typeof proof>;

const hmac = (key: string, message: string) =>
  createHmac('sha256', key).update(message).digest('hex');

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Checks a human-check proof and uses it up (one SMS per solved check). The proof must be for
 * this deployment's `captcha_id`, solved, unexpired, unused, and its `captcha_output` the one the
 * verifier gave for that lot.
 */
export function useHumanProof(
  db: Db,
  check: NonNullable<OperatorSettings['humanCheck']>,
  p: HumanProof,
  now: number,
): boolean {
  if (p.captcha_id !== check.captchaId) return false;
  const row = challengeOf(db, p.lot_number);
  if (!row || row.used || !row.pass_token || row.expires_at <= now) return false;
  spendChallenge(db, p.lot_number);
  return (
    same(row.pass_token, p.pass_token) &&
    row.gen_time === p.gen_time &&
    same(hmac(check.captchaKey, `${p.lot_number}.${p.pass_token}.${p.gen_time}`), p.captcha_output)
  );
}

const json = (reply: FastifyReply, status: number, body: unknown) =>
  reply.code(status).header('cache-control', 'no-store').send(body);

/** Identity Toolkit's error shape: `{error: {code, message}}`. */
const toolkitError = (reply: FastifyReply, status: number, message: string) =>
  json(reply, status, { error: { code: status, message } });

function underLimit(
  db: Db,
  rule: (typeof limits)[keyof typeof limits],
  subject: string,
  now: number,
) {
  if (countEvents(db, rule, subject, now) >= rule.max) return false;
  recordEvent(db, rule, subject, now);
  return true;
}

const sendCodeBody = z.object({
  phoneNumber: z.string().regex(/^\+\d{6,16}$/),
  humanCheck: proof.optional(),
});
const signInBody = z.object({
  sessionInfo: z.string().regex(/^[\w-]{20,100}$/),
  code: z.string().regex(/^\d{4,10}$/),
});

export function verifierRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;
  const humanCheck = () => readSettings(db).humanCheck;
  const phone = () => readSettings(db).phoneVerifier;

  // ---- Human check ----------------------------------------------------------------------------

  app.get(`${HUMAN_PREFIX}/load`, (req, reply) => {
    const check = humanCheck();
    const id = (req.query as { captcha_id?: unknown }).captcha_id;
    if (!check || id !== check.captchaId)
      return json(reply, 400, { status: 'error', code: 'captcha_id_unknown' });
    const now = ctx.now();
    if (!underLimit(db, limits.humanCheckIp, req.ip, now))
      return json(reply, 429, { status: 'error', code: 'too_many_requests' });
    const answer = Array.from({ length: CAPTCHA_DIGITS }, () => String(randomInt(10))).join('');
    const lot = randomBytes(16).toString('hex');
    insertChallenge(db, {
      lot,
      captchaId: check.captchaId,
      answer,
      now,
      expiresAt: now + CHALLENGE_TTL_MS,
    });
    return json(reply, 200, {
      status: 'success',
      data: {
        lot_number: lot,
        image: renderCaptcha(answer).toString('base64'),
        expires_at: now + CHALLENGE_TTL_MS,
      },
    });
  });

  app.post(`${HUMAN_PREFIX}/verify`, (req, reply) => {
    const check = humanCheck();
    const body = z
      .object({
        captcha_id: z.string().max(100),
        lot_number: z.string().regex(/^[0-9a-f]{32}$/),
        answer: z.string().max(10),
      })
      .safeParse(req.body);
    if (!check || !body.success || body.data.captcha_id !== check.captchaId)
      return json(reply, 400, { status: 'error', code: 'bad_request' });
    const now = ctx.now();
    const row = challengeOf(db, body.data.lot_number);
    const right =
      !!row && !row.pass_token && row.expires_at > now && same(row.answer, body.data.answer.trim());
    if (!right) {
      // One try per challenge: a wrong answer needs a new picture.
      deleteChallenge(db, body.data.lot_number);
      return json(reply, 200, { status: 'success', data: { result: 'fail' } });
    }
    const passToken = randomBytes(24).toString('hex');
    const genTime = String(Math.floor(now / 1000));
    passChallenge(db, body.data.lot_number, passToken, genTime);
    return json(reply, 200, {
      status: 'success',
      data: {
        result: 'success',
        seccode: {
          captcha_id: check.captchaId,
          lot_number: body.data.lot_number,
          pass_token: passToken,
          gen_time: genTime,
          captcha_output: hmac(check.captchaKey, `${body.data.lot_number}.${passToken}.${genTime}`),
        },
      },
    });
  });

  /** Server-side validation (GeeTest v4 `/validate`): `sign_token` = HMAC-SHA256(key, lot_number). */
  app.post(`${HUMAN_PREFIX}/validate`, (req, reply) => {
    const check = humanCheck();
    const form = proof.extend({ sign_token: z.string().max(100) }).safeParse({
      ...(req.body as object),
      captcha_id: (req.query as { captcha_id?: unknown }).captcha_id,
    });
    if (!check || !form.success) return json(reply, 400, { result: 'fail', reason: 'bad request' });
    if (!same(hmac(check.captchaKey, form.data.lot_number), form.data.sign_token))
      return json(reply, 200, { result: 'fail', reason: 'sign_token does not match' });
    const ok = useHumanProof(db, check, form.data, ctx.now());
    return json(
      reply,
      200,
      ok ? { result: 'success', reason: '' } : { result: 'fail', reason: 'proof not valid' },
    );
  });

  // ---- Phone verifier -------------------------------------------------------------------------

  const keyValid = (req: FastifyRequest) => {
    const config = phone();
    const key = (req.query as { key?: unknown }).key;
    return config && typeof key === 'string' && same(key, config.apiKey) ? config : null;
  };

  app.post(`${PHONE_PREFIX}/v1/accounts::sendVerificationCode`, (req, reply) => {
    const config = keyValid(req);
    if (!config) return toolkitError(reply, 400, 'INVALID_API_KEY');
    const body = sendCodeBody.safeParse(req.body);
    if (!body.success) return toolkitError(reply, 400, 'INVALID_PHONE_NUMBER');
    const now = ctx.now();
    const check = humanCheck();
    if (check && (!body.data.humanCheck || !useHumanProof(db, check, body.data.humanCheck, now)))
      return toolkitError(reply, 400, 'CAPTCHA_CHECK_FAILED');
    const number = body.data.phoneNumber.slice(1);
    if (
      !underLimit(db, limits.verifierSmsNumber, number, now) ||
      !underLimit(db, limits.verifierSmsIp, req.ip, now)
    )
      return toolkitError(reply, 429, 'TOO_MANY_ATTEMPTS_TRY_LATER');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const sessionInfo = randomBytes(32).toString('base64url');
    startPhoneSession(db, {
      sessionInfo,
      phoneNumber: number,
      codeHash: createHash('sha256').update(code).digest('hex'),
      expiresAt: now + CODE_TTL_MS,
    });
    sendToOutbox(
      db,
      ctx.log,
      {
        channel: 'sms',
        recipient: number,
        body: `${code} is your verification code. Never share it.`,
      },
      now,
    );
    return json(reply, 200, { sessionInfo });
  });

  app.post(`${PHONE_PREFIX}/v1/accounts::signInWithPhoneNumber`, (req, reply) => {
    const config = keyValid(req);
    if (!config) return toolkitError(reply, 400, 'INVALID_API_KEY');
    const body = signInBody.safeParse(req.body);
    if (!body.success) return toolkitError(reply, 400, 'INVALID_CODE');
    const now = ctx.now();
    const row = phoneSessionOf(db, body.data.sessionInfo);
    if (!row || row.used || row.expires_at <= now || row.tries >= CODE_MAX_ATTEMPTS)
      return toolkitError(reply, 400, 'SESSION_EXPIRED');
    if (!same(row.code, createHash('sha256').update(body.data.code).digest('hex'))) {
      countPhoneSessionTry(db, body.data.sessionInfo);
      return toolkitError(reply, 400, 'INVALID_CODE');
    }
    spendPhoneSession(db, body.data.sessionInfo);
    const key = phoneSigningKey();
    const seconds = Math.floor(now / 1000);
    const phoneNumber = `+${row.phone_number}`;
    const uid = createHash('sha256')
      .update(`${config.projectId}:${phoneNumber}`)
      .digest('hex')
      .slice(0, 28);
    const idToken = signJwt(
      {
        iss: config.issuer,
        aud: config.projectId,
        sub: uid,
        user_id: uid,
        auth_time: seconds,
        iat: seconds,
        exp: seconds + ID_TOKEN_TTL_S,
        phone_number: phoneNumber,
        firebase: { identities: { phone: [phoneNumber] }, sign_in_provider: 'phone' },
      },
      { alg: 'RS256', privateKey: key.privateKey, kid: key.kid },
    );
    return json(reply, 200, {
      idToken,
      refreshToken: randomBytes(24).toString('base64url'),
      expiresIn: String(ID_TOKEN_TTL_S),
      localId: uid,
      phoneNumber,
    });
  });

  app.get(`${PHONE_PREFIX}/jwks`, (_req, reply) =>
    reply.header('cache-control', 'public, max-age=300').send({ keys: [phoneSigningKey().jwk] }),
  );
}
