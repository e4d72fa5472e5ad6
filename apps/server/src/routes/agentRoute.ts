import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { CallDef } from '@playdeck/contract';
import { isAgent } from '@playdeck/domain';
import { route, type HandlerInput, type RouteContext } from '../http/route';
import { Failure } from '../http/failure';
import type { SessionUser } from '../http/session';

type MemberHandler<C extends CallDef> = (
  input: Omit<HandlerInput<C>, 'session'> & { session: SessionUser },
) => z.input<C['response']> | Promise<z.input<C['response']>>;

/**
 * `route` for a call that needs a session: the handler gets a non-null session (`route` already
 * answers 401 without one; `defineCall` widens `token` to boolean, so the type cannot tell).
 */
export function memberRoute<C extends CallDef>(
  app: FastifyInstance,
  ctx: RouteContext,
  def: C,
  handler: MemberHandler<C>,
): void {
  if (def.token !== true) throw new Error(`${def.id} is not a token call`);
  route(app, ctx, def, (input) => {
    if (!input.session)
      throw new Failure('login.not.session', 401, 'You are not logged in, please login first');
    return handler({ ...input, session: input.session });
  });
}

/** `memberRoute` for agent-only calls: types 0, 4 and 40 get `function.not.available` (403). */
export function agentRoute<C extends CallDef>(
  app: FastifyInstance,
  ctx: RouteContext,
  def: C,
  handler: MemberHandler<C>,
): void {
  memberRoute(app, ctx, def, (input) => {
    if (!isAgent(input.session.type))
      throw new Failure(
        'function.not.available',
        403,
        'Sorry, this account does not have permission or the feature is temporarily unavailable',
      );
    return handler(input);
  });
}
