import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../http/route';

export function messageRoutes(_app: FastifyInstance, _ctx: RouteContext): void {}
