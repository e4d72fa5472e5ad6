import type { FastifyInstance } from 'fastify';
import type { CallDef } from '@playdeck/contract';
import { isAgent } from '@playdeck/domain';
import { route, type RouteContext } from '../../http/route';
import { Failure } from '../../http/failure';

type TokenCall = CallDef & { token: true };

/** `route` for agent-only calls: types 0, 4 and 40 get `function.not.available` (403). */
export function agentRoute<C extends TokenCall>(
  app: FastifyInstance,
  ctx: RouteContext,
  def: C,
  handler: Parameters<typeof route<C>>[3],
): void {
  route(app, ctx, def, (input) => {
    if (!isAgent(input.session?.type))
      throw new Failure(
        'function.not.available',
        403,
        'Sorry, this account does not have permission or the feature is temporarily unavailable',
      );
    return handler(input);
  });
}
