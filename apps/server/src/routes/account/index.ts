import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../../http/route';
import { passwordRoutes } from './passwords';
import { profileRoutes } from './profile';
import { registrationRoutes } from './registration';
import { signInRoutes } from './signIn';

/** Accounts: signing in, registration, passwords and the member's profile. */
export function accountRoutes(app: FastifyInstance, ctx: RouteContext): void {
  signInRoutes(app, ctx);
  registrationRoutes(app, ctx);
  passwordRoutes(app, ctx);
  profileRoutes(app, ctx);
}
