import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomInt } from 'node:crypto';
import { checkRegisterField, isFlagOn, AuthFlag } from '@playdeck/domain';
import type { login } from '@playdeck/contract';
import type { z } from 'zod';
import type { RouteContext } from '../http/route';
import { callService, endpointUrl, formBody } from '../http/outbound';
import { takeSlot } from '../http/rateLimit';
import { readSettings, type OperatorSettings } from '../settings';
import {
  audienceIncludes,
  decodeJwt,
  hs256Valid,
  timeClaimsValid,
  type JwtClaims,
} from '../crypto/jwt';
import { affiliateCodeValid, referralCodeValid } from './invitations';
import { limits } from './limits';
import { insertMember, signInAccount } from './members';
import { featureOff, refuse } from './refusals';
import { accountByUsername, emailTaken, existingAccount } from '../store/users';
import { linkIdentity, linkedUserId, touchIdentity } from '../store/socialIdentities';

type LoginParams = z.output<typeof login.request>;
type SocialProviderSettings = OperatorSettings['socialLogin'][number];

/** Who the provider says signed in. */
export interface SocialIdentity {
  subject: string;
  /** Only an address the provider vouches for (OpenID Connect `email_verified`, or plain OAuth's). */
  email: string | null;
  name: string | null;
}

/** A social account has no password of its own (it may set one through forgot password). */
const NO_PASSWORD = '!social-account-has-no-password';

const failed = () => refuse('social.login.failed');

const text = (v: unknown, max: number): string | null =>
  typeof v === 'string' && v.trim() !== '' && v.length <= max ? v.trim() : null;

/**
 * The identity in an OpenID Connect ID token (Core §3.1.3.7): issued by the configured issuer,
 * for this client, not expired, carrying the nonce the site sent. An HS256 token must verify with
 * the client secret; one signed otherwise came straight from the provider's token endpoint over
 * TLS, which Core §3.1.3.7 (6) accepts in place of checking the signature, so an `https` token
 * endpoint is required for it.
 */
function identityFromIdToken(
  provider: SocialProviderSettings,
  idToken: string,
  nonce: string | undefined,
  tokenUrl: string,
  now: number,
): SocialIdentity {
  const jwt = decodeJwt(idToken);
  if (!jwt) throw failed();
  const c: JwtClaims = jwt.claims;
  const signed =
    jwt.header.alg === 'HS256'
      ? hs256Valid(jwt, provider.clientSecret)
      : jwt.header.alg !== 'none' && tokenUrl.startsWith('https://');
  if (
    !signed ||
    c.iss !== provider.issuer ||
    !audienceIncludes(c, provider.clientId) ||
    !timeClaimsValid(c, now) ||
    (nonce !== undefined && c.nonce !== nonce)
  )
    throw failed();
  const subject = text(c.sub, 255);
  if (!subject) throw failed();
  return {
    subject,
    email: c.email_verified === true ? text(c.email, 100) : null,
    name: text(c.name, 64),
  };
}

/** The identity from the provider's user-info endpoint (plain OAuth 2.0 providers). */
async function identityFromUserinfo(
  app: FastifyInstance,
  provider: SocialProviderSettings,
  accessToken: string,
): Promise<SocialIdentity> {
  if (!provider.userinfoEndpoint) throw failed();
  const answer = await callService(endpointUrl(app, provider.userinfoEndpoint), {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  const info = answer.body as Record<string, unknown> | null;
  if (answer.status !== 200 || !info) throw failed();
  const subject = text(info.sub, 255) ?? text(info.id, 255);
  if (!subject) throw failed();
  // A plain OAuth provider gives the address it holds for the account; it is kept only when
  // the provider does not say it is unverified.
  return {
    subject,
    email: info.email_verified === false ? null : text(info.email, 100),
    name: text(info.name, 64),
  };
}

/**
 * Exchanges the authorisation code at the provider's token endpoint (RFC 6749 §4.1.3) with the
 * client secret and the PKCE verifier (RFC 7636 §4.5), then reads who signed in.
 */
export async function exchangeCode(
  app: FastifyInstance,
  provider: SocialProviderSettings,
  p: { code: string; codeVerifier: string; redirectUri: string; nonce?: string },
  now: number,
): Promise<SocialIdentity> {
  const tokenUrl = endpointUrl(app, provider.tokenEndpoint);
  const answer = await callService(tokenUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: formBody({
      grant_type: 'authorization_code',
      code: p.code,
      redirect_uri: p.redirectUri,
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
      code_verifier: p.codeVerifier,
    }),
  });
  const tokens = answer.body as Record<string, unknown> | null;
  const accessToken = text(tokens?.access_token, 4096);
  if (answer.status !== 200 || !tokens || !accessToken) throw failed();
  const idToken = text(tokens.id_token, 8192);
  if (provider.issuer) {
    if (!idToken) throw failed();
    return identityFromIdToken(provider, idToken, p.nonce, tokenUrl, now);
  }
  return identityFromUserinfo(app, provider, accessToken);
}

/**
 * A username for a member who arrived through a provider: the letters of their name (else of
 * their e-mail), then digits, fitted to the operator's username rule and free. Falls back to
 * `player` and digits.
 */
function newUsername(ctx: RouteContext, s: OperatorSettings, identity: SocialIdentity): string {
  const rule = s.register.username;
  const min = Math.max(rule?.minLength ?? 6, 1);
  const max = Math.max(rule?.maxLength ?? 16, min);
  const lettersOf = (v: string | null | undefined) =>
    (v ?? '')
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  const stems = [
    lettersOf(identity.name),
    lettersOf(identity.email?.split('@')[0]),
    'player',
  ].filter(Boolean);
  for (const stem of stems)
    for (let attempt = 0; attempt < 12; attempt++) {
      // Four digits first (a short, friendly name), more once those keep colliding.
      const digits = String(attempt < 6 ? randomInt(1000, 10_000) : randomInt(100_000, 10_000_000));
      const head = stem.slice(0, Math.max(1, max - digits.length));
      let name = `${head}${digits}`.slice(0, max);
      while (name.length < min) name += String(randomInt(10));
      const rulePasses =
        checkRegisterField({ ...rule, enabled: true, required: true }, name, {
          field: 'username',
        }) === null;
      if (rulePasses && !accountByUsername(ctx.db, name)) return name;
    }
  throw failed();
}

/**
 * Logs in the member linked to the provider identity; an identity seen for the first time
 * becomes a new member (spec 1 §2: social login on registration too), unless the operator has
 * registration closed. A disabled account is refused as the login call refuses it.
 */
function accountForIdentity(
  ctx: RouteContext,
  req: FastifyRequest,
  provider: SocialProviderSettings['provider'],
  identity: SocialIdentity,
  p: LoginParams,
  now: number,
) {
  const { db } = ctx;
  const s = readSettings(db);
  const linked = linkedUserId(db, provider, identity.subject);
  if (linked !== undefined) {
    const account = existingAccount(db, linked);
    if (account.disabled) throw refuse('user.not.exist.or.disabled');
    touchIdentity(db, provider, identity.subject, now);
    return signInAccount(db, account, now);
  }

  const registrationOpen =
    isFlagOn(s.whitelabel, AuthFlag.UsernameRegistration) ||
    isFlagOn(s.whitelabel, AuthFlag.MobileRegistration);
  if (!registrationOpen) throw featureOff();
  takeSlot(db, limits.registerIp, req.ip, now);
  const emailFree = identity.email && !emailTaken(db, identity.email);
  const affiliate = p.affiliateCode?.trim() || null;
  const referral = p.referralCode?.trim() || null;
  const username = newUsername(ctx, s, identity);
  return db.transaction(() => {
    const created = insertMember(
      ctx,
      {
        username,
        passwordHash: NO_PASSWORD,
        nickname: identity.name,
        countryCode: null,
        mobile: null,
        email: emailFree ? identity.email : null,
        payeeName: null,
        birthday: null,
        registerMethod: p.registerMethod ?? null,
        registerUrl: p.registerUrl ?? null,
        // The registration link's codes count when they are real; a stale one is not a reason
        // to turn the player away.
        affiliateCode: affiliate && affiliateCodeValid(db, affiliate) ? affiliate : null,
        referralCode: referral && referralCodeValid(db, referral) ? referral : null,
        contacts: {},
        domain: p.domain ?? null,
      },
      now,
    );
    linkIdentity(db, provider, identity.subject, created.customerId, identity.email, now);
    return created;
  })();
}

/**
 * The login call with a social provider's type (`google`, `facebook`): the provider must be on
 * (its whitelabel flag) and configured; the code is exchanged, and the linked (or a new) member
 * logged in. Exchanges are rate-limited per address, as failed logins are.
 */
export async function socialLogin(
  app: FastifyInstance,
  ctx: RouteContext,
  req: FastifyRequest,
  p: LoginParams,
) {
  const now = ctx.now();
  const s = readSettings(ctx.db);
  const type = p.type as SocialProviderSettings['provider'];
  const flag = type === 'google' ? AuthFlag.GoogleLogin : AuthFlag.FacebookLogin;
  const provider = s.socialLogin.find((c) => c.provider === type);
  if (!provider || !isFlagOn(s.whitelabel, flag)) throw featureOff();
  takeSlot(ctx.db, limits.socialLoginIp, req.ip, now);
  const identity = await exchangeCode(
    app,
    provider,
    { code: p.code!, codeVerifier: p.codeVerifier!, redirectUri: p.redirectUri!, nonce: p.nonce },
    now,
  );
  return accountForIdentity(ctx, req, type, identity, p, now);
}
