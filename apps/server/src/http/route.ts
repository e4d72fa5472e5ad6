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

/**
 * The raw token: the `Authorization` header (no `Bearer`) and nothing else. A token in a query
 * string lands in access logs, browser history and Referer headers, one in a body in request logs;
 * such a request is answered as from a visitor.
 */
export function tokenOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  return typeof header === 'string' && header ? header : undefined;
}

/**
 * Registers one call of the contract: validates the request with the call's schema, checks the
 * session for token calls, decodes encrypted bodies, and wraps the answer in the envelope after
 * checking it against the response schema (a `bare` call answers the value itself). Handlers
 * return the value in the platform's shape (the schema's input) or throw a Failure.
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
        // Free play: newer clients add an Encryption header (it must then unwrap); the legacy
        // mobile client posts with neither body nor header (api-contract §8 #13).
        if (def.keyHeader && req.headers.encryption !== undefined) sessionKeyOf(req, ctx.rsa);

        // GET parameters come in the query string; DELETE parameters in a JSON body, as the
        // platform's client sends them (api-contract §8 #4); POST and PUT in the body.
        let raw: unknown;
        if (def.method === 'GET') raw = req.query;
        else if (def.encrypted) raw = decodeEncryptedBody(req, ctx.rsa);
        else raw = req.body ?? {};
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
        // `/lgw/` answers carry no envelope (api-contract §8 #6).
        if (def.bare) return reply.type('application/json; charset=utf-8').send(value);
        return reply.send(ok(value));
      } catch (e) {
        if (e instanceof Failure)
          return reply.code(e.status).send(fail(e.errorCode, e.message, e.value));
        throw e;
      }
    },
  });
}
