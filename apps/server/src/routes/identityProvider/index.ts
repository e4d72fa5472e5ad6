import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { OAUTH_CALLBACK_ROUTE } from '@playdeck/domain';
import type { RouteContext } from '../../http/route';
import { countEvents, recordEvent } from '../../http/rateLimit';
import { limits } from '../../accounts/limits';
import { signJwt } from '../../crypto/jwt';
import { readSettings } from '../../settings';
import {
  escape,
  IDP_PREFIX,
  langOf,
  page,
  PEOPLE,
  PROVIDER_NAMES,
  texts,
  type DemoPerson,
} from './page';
import {
  idpTokenOwner,
  insertIdpCode,
  insertIdpToken,
  takeIdpCode,
} from '../../store/identityProvider';

/**
 * The demo identity provider (`/idp/`): a small OAuth 2.0 authorisation server with OpenID Connect
 * ID tokens, so social login runs end to end with no network (the reference server's default
 * `socialLogin` points both providers here). It keeps the rules a real provider keeps: registered
 * clients and return addresses, PKCE (S256) required, single-use codes that live 2 minutes and
 * are bound to the client, return address and challenge, client authentication at the token
 * endpoint, and errors as RFC 6749 names them. Sign-in is a choice among demo people (or a new
 * one), since there are no real accounts here.
 */

const CODE_TTL_MS = 2 * 60 * 1000;
const TOKEN_TTL_S = 600;

const css = readFileSync(new URL('../../pages/idp.css', import.meta.url), 'utf8');

interface DemoClient {
  clientId: string;
  clientSecret: string;
  provider: 'google' | 'facebook';
  issuer: string | null;
}

/** The clients registered here: the social providers the operator configured on this server. */
function clientsOf(ctx: RouteContext): DemoClient[] {
  return readSettings(ctx.db)
    .socialLogin.filter((p) => p.tokenEndpoint.startsWith(`${IDP_PREFIX}/`))
    .map((p) => ({
      clientId: p.clientId,
      clientSecret: p.clientSecret,
      provider: p.provider,
      issuer: p.issuer ?? null,
    }));
}

/** The authorisation request's parameters (RFC 6749 §4.1.1, RFC 7636 §4.3, OIDC `nonce`). */
interface AuthorizeRequest {
  response_type: string;
  client_id: string;
  redirect_uri: string;
  scope: string;
  state: string;
  nonce: string;
  code_challenge: string;
  code_challenge_method: string;
}

const FIELDS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
] as const;

function readRequest(source: unknown): AuthorizeRequest {
  const raw = (typeof source === 'object' && source !== null ? source : {}) as Record<
    string,
    unknown
  >;
  const out = {} as Record<(typeof FIELDS)[number], string>;
  for (const f of FIELDS) out[f] = typeof raw[f] === 'string' ? raw[f].slice(0, 600) : '';
  return out;
}

/**
 * A registered return address: the site's callback on the host the browser asked for (the demo
 * provider shares the site's origin). Anything else is refused without redirecting (§4.1.2.1).
 */
function returnAddressValid(req: FastifyRequest, redirectUri: string): boolean {
  try {
    const url = new URL(redirectUri);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.host === req.host &&
      url.pathname === OAUTH_CALLBACK_ROUTE &&
      !url.username &&
      !url.hash
    );
  } catch {
    return false;
  }
}

function redirectWith(reply: FastifyReply, redirectUri: string, params: Record<string, string>) {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v) url.searchParams.set(k, v);
  return reply
    .code(303)
    .header('location', url.toString())
    .header('cache-control', 'no-store')
    .send();
}

const sha256Url = (v: string) => createHash('sha256').update(v).digest('base64url');

/** RFC 6749 §5.2 error answers of the token endpoint. */
function tokenError(reply: FastifyReply, status: number, error: string, description: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('pragma', 'no-cache')
    .send({ error, error_description: description });
}

/** Client authentication at the token endpoint: HTTP Basic, or the id and secret in the form. */
function clientCredentials(req: FastifyRequest, form: Record<string, unknown>) {
  const header = req.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0)
      return {
        id: decodeURIComponent(decoded.slice(0, colon)),
        secret: decodeURIComponent(decoded.slice(colon + 1)),
      };
  }
  return {
    id: typeof form.client_id === 'string' ? form.client_id : '',
    secret: typeof form.client_secret === 'string' ? form.client_secret : '',
  };
}

export function identityProviderRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  app.get(`${IDP_PREFIX}/idp.css`, (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(css),
  );

  /** Checks a request; null when it may go on, else the answer already sent. */
  const refuseRequest = (req: FastifyRequest, reply: FastifyReply, r: AuthorizeRequest) => {
    const lang = langOf(req);
    const client = clientsOf(ctx).find((c) => c.clientId === r.client_id);
    if (!client || !returnAddressValid(req, r.redirect_uri))
      return {
        client: null,
        sent: page(
          reply,
          400,
          lang,
          `<h1>${escape(texts[lang].badRequest)}</h1><p class="note">${escape(texts[lang].badRequestHint)}</p>`,
        ),
      };
    const state = r.state;
    if (r.response_type !== 'code')
      return {
        client,
        sent: redirectWith(reply, r.redirect_uri, { error: 'unsupported_response_type', state }),
      };
    if (r.code_challenge_method !== 'S256' || !/^[\w-]{43}$/.test(r.code_challenge))
      return {
        client,
        sent: redirectWith(reply, r.redirect_uri, {
          error: 'invalid_request',
          error_description: 'PKCE with S256 is required',
          state,
        }),
      };
    return { client, sent: null };
  };

  app.get(`${IDP_PREFIX}/authorize`, (req, reply) => {
    const r = readRequest(req.query);
    const checked = refuseRequest(req, reply, r);
    if (checked.sent) return checked.sent;
    const lang = langOf(req);
    const t = texts[lang];
    const provider = PROVIDER_NAMES[checked.client!.provider];
    const hidden = FIELDS.map(
      (f) => `<input type="hidden" name="${f}" value="${escape(r[f])}" />`,
    ).join('');
    const choices = [
      ...PEOPLE.map(
        (p, i) =>
          `<label><input type="radio" name="person" value="${p.id}"${i === 0 ? ' checked' : ''} />` +
          `<span>${escape(p.name)}<small>${escape(p.email)}</small></span></label>`,
      ),
      `<label><input type="radio" name="person" value="new" /><span>${escape(t.newPerson)}` +
        `<small>${escape(t.newPersonHint)}</small></span></label>`,
    ].join('');
    return page(
      reply,
      200,
      lang,
      `<p class="provider">${escape(t.standsFor(provider))}</p><h1>${escape(t.title)}</h1>` +
        `<p>${escape(t.intro(new URL(r.redirect_uri).host))}</p>` +
        `<form method="post" action="${IDP_PREFIX}/authorize">${hidden}` +
        `<fieldset><legend>${escape(t.choose)}</legend>${choices}</fieldset>` +
        `<div class="actions"><button type="submit" name="decision" value="deny">${escape(t.deny)}</button>` +
        `<button class="primary" type="submit" name="decision" value="allow">${escape(t.allow)}</button></div>` +
        `</form><p class="note">${escape(t.note)}</p>`,
    );
  });

  app.post(`${IDP_PREFIX}/authorize`, (req, reply) => {
    const form = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<
      string,
      unknown
    >;
    const r = readRequest(form);
    const checked = refuseRequest(req, reply, r);
    if (checked.sent) return checked.sent;
    const now = ctx.now();
    if (countEvents(db, limits.idpIp, req.ip, now) >= limits.idpIp.max)
      return redirectWith(reply, r.redirect_uri, {
        error: 'temporarily_unavailable',
        error_description: texts.EN.tooMany,
        state: r.state,
      });
    recordEvent(db, limits.idpIp, req.ip, now);
    if (form.decision !== 'allow')
      return redirectWith(reply, r.redirect_uri, { error: 'access_denied', state: r.state });
    const chosen = PEOPLE.find((p) => p.id === form.person);
    const n = randomInt(1000, 10_000);
    const person: DemoPerson & { subject: string } = chosen
      ? { ...chosen, subject: `demo-${chosen.id}` }
      : {
          id: 'new',
          subject: `demo-new-${randomBytes(8).toString('hex')}`,
          name: `Demo Player ${n}`,
          email: `demo.player${n}.${randomBytes(3).toString('hex')}@example.com`,
        };
    const code = randomBytes(32).toString('base64url');
    insertIdpCode(db, code, {
      client_id: r.client_id,
      redirect_uri: r.redirect_uri,
      code_challenge: r.code_challenge,
      nonce: r.nonce || null,
      scope: r.scope,
      subject: person.subject,
      name: person.name,
      email: person.email,
      expires_at: now + CODE_TTL_MS,
    });
    return redirectWith(reply, r.redirect_uri, { code, state: r.state });
  });

  app.post(`${IDP_PREFIX}/token`, (req, reply) => {
    const form = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<
      string,
      unknown
    >;
    const now = ctx.now();
    if (form.grant_type !== 'authorization_code')
      return tokenError(reply, 400, 'unsupported_grant_type', 'authorization_code only');
    const credentials = clientCredentials(req, form);
    const client = clientsOf(ctx).find((c) => c.clientId === credentials.id);
    if (!client || credentials.secret !== client.clientSecret)
      return tokenError(
        reply.header('www-authenticate', 'Basic realm="demo-idp"'),
        401,
        'invalid_client',
        'unknown client or wrong secret',
      );
    const code = typeof form.code === 'string' ? form.code : '';
    const verifier = typeof form.code_verifier === 'string' ? form.code_verifier : '';
    // Used up by the first exchange, right or wrong: a code is good for one try.
    const row = takeIdpCode(db, code);
    if (
      !row ||
      row.used ||
      row.expires_at <= now ||
      row.client_id !== client.clientId ||
      row.redirect_uri !== form.redirect_uri
    )
      return tokenError(reply, 400, 'invalid_grant', 'the code is not valid');
    if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || sha256Url(verifier) !== row.code_challenge)
      return tokenError(reply, 400, 'invalid_grant', 'the code verifier does not match');

    const accessToken = randomBytes(32).toString('base64url');
    insertIdpToken(db, {
      token: accessToken,
      clientId: client.clientId,
      subject: row.subject,
      name: row.name,
      email: row.email,
      expiresAt: now + TOKEN_TTL_S * 1000,
    });
    const seconds = Math.floor(now / 1000);
    const openId = row.scope.split(' ').includes('openid') && client.issuer;
    const idToken = openId
      ? signJwt(
          {
            iss: client.issuer,
            sub: row.subject,
            aud: client.clientId,
            iat: seconds,
            exp: seconds + TOKEN_TTL_S,
            ...(row.nonce ? { nonce: row.nonce } : {}),
            name: row.name,
            email: row.email,
            email_verified: true,
          },
          { alg: 'HS256', secret: client.clientSecret },
        )
      : undefined;
    return reply
      .header('cache-control', 'no-store')
      .header('pragma', 'no-cache')
      .send({
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: TOKEN_TTL_S,
        scope: row.scope,
        ...(idToken ? { id_token: idToken } : {}),
      });
  });

  app.get(`${IDP_PREFIX}/userinfo`, (req, reply) => {
    const header = req.headers.authorization;
    const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '';
    const row = idpTokenOwner(db, token, ctx.now());
    if (!row)
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer error="invalid_token"')
        .send({ error: 'invalid_token' });
    return reply.header('cache-control', 'no-store').send({
      sub: row.subject,
      id: row.subject,
      name: row.name,
      email: row.email,
      email_verified: true,
    });
  });
}
