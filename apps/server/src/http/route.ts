import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fail, ok, type CallDef } from '@playdeck/contract';
import type { Db } from '../db/database';
import type { RsaKey } from '../crypto/platformCodec';
import { Failure } from './failure';
import { sessionForToken, type SessionUser } from './session';
import { decodeEncryptedBody, sessionKeyOf } from './encrypted';

/** What happens after a member registers, for areas that attach data (downlines, referrals). */
export interface MemberRegistered {
  userId: number;
  username: string;
  type: number;
  affiliateCode: string | null;
  referralCode: string | null;
  domain: string | null;
  now: number;
}

export interface ServerHooks {
  /**
   * Run inside the registration's transaction, after the user row exists. Throw a Failure to
   * refuse the registration (it is rolled back).
   */
  memberRegistered: ((db: Db, event: MemberRegistered) => void)[];
}

export interface RouteContext {
  db: Db;
  /** Milliseconds since epoch; tests may pin it. */
  now: () => number;
  /** The RSA key of the payload codec (`GET /wps/session/key/rsa` serves its modulus). */
  rsa: RsaKey;
  hooks: ServerHooks;
  /** Where dev outbox lines go (SMS and e-mail codes), besides the outbox table. */
  log: (line: string) => void;
}

export interface HandlerInput<C extends CallDef> {
  params: z.output<C['request']>;
  /** Present when the call carried a valid token (always present for `token: true` calls). */
  session: SessionUser | null;
  req: FastifyRequest;
  reply: FastifyReply;
}

type Handler<C extends CallDef> = (
  input: HandlerInput<C> & { session: C['token'] extends true ? SessionUser : SessionUser | null },
) => z.input<C['response']> | Promise<z.input<C['response']>>;

function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : 'body';
  return `${field}: ${issue?.message ?? 'invalid'}`;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The raw token: the `Authorization` header (no `Bearer`), else a `token` query or body field
 * (the platform's clients pass it as a parameter on a few feeds).
 */
function tokenOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (typeof header === 'string' && header) return header;
  for (const source of [req.query, req.body]) {
    if (isObject(source) && typeof source.token === 'string' && source.token) return source.token;
  }
  return undefined;
}

/**
 * Registers one call of the contract: validates the request with the call's schema, checks the
 * session for token calls, decodes encrypted bodies, and wraps the answer in the envelope after
 * checking it against the response schema. Handlers return the `value` or throw a Failure.
 */
export function route<C extends CallDef>(
  app: FastifyInstance,
  ctx: RouteContext,
  def: C,
  handler: Handler<C>,
): void {
  app.route({
    method: def.method,
    url: def.path,
    handler: async (req, reply) => {
      try {
        const session = sessionForToken(ctx.db, tokenOf(req), ctx.now());
        if (def.token === true && !session)
          throw new Failure('login.not.session', 401, 'You are not logged in, please login first');
        if (def.keyHeader) sessionKeyOf(req, ctx.rsa);

        let raw: unknown;
        if (def.method === 'GET' || def.method === 'DELETE')
          raw = { ...(req.query as object), ...(isObject(req.body) ? req.body : {}) };
        else raw = def.encrypted ? decodeEncryptedBody(req, ctx.rsa) : (req.body ?? {});
        const parsed = def.request.safeParse(raw);
        if (!parsed.success)
          throw new Failure('request_param_err', 400, describeIssue(parsed.error));

        const value = await handler({ params: parsed.data, session, req, reply } as never);
        const checked = def.response.safeParse(value);
        if (!checked.success) {
          req.log.error(
            { call: def.id, issue: describeIssue(checked.error) },
            'answer breaks the contract',
          );
          return reply.code(500).send(fail('system.error', 'Unknown error'));
        }
        if (def.text) return reply.type('text/plain; charset=utf-8').send(String(value));
        return reply.send(ok(value));
      } catch (e) {
        if (e instanceof Failure)
          return reply.code(e.status).send(fail(e.errorCode, e.message, e.value));
        throw e;
      }
    },
  });
}
