import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fail, ok, type CallDef } from '@playdeck/contract';
import type { Db } from '../db/database';
import { Failure } from './failure';
import { sessionForToken, type SessionUser } from './session';
import { decodeEncryptedBody } from './encrypted';

export interface RouteContext {
  db: Db;
  /** Milliseconds since epoch; tests may pin it. */
  now: () => number;
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

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : 'body';
  return `${field}: ${issue?.message ?? 'invalid'}`;
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
        const token =
          typeof req.headers.authorization === 'string' ? req.headers.authorization : undefined;
        const session = sessionForToken(ctx.db, token, ctx.now());
        if (def.token && !session)
          throw new Failure('login.not.session', 401, 'You are not logged in, please login first');

        let raw: unknown;
        if (def.method === 'GET' || def.method === 'DELETE')
          raw = { ...(req.query as object), ...(isObject(req.body) ? req.body : {}) };
        else raw = def.encrypted ? decodeEncryptedBody(req) : (req.body ?? {});
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
        return reply.send(ok(value));
      } catch (e) {
        if (e instanceof Failure)
          return reply.code(e.status).send(fail(e.errorCode, e.message, e.value));
        throw e;
      }
    },
  });
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
