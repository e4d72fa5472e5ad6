import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../http/route';

export function agentRoutes(_app: FastifyInstance, _ctx: RouteContext): void {}
