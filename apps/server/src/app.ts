import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { fail } from '@playdeck/contract';
import type { Db } from './db/database';
import { registerRoutes } from './routes';
import { adminRoutes } from './routes/admin';
import { seedAll } from './seed';
import { securityHeaders } from './security';

export interface ServerOptions {
  db: Db;
  /** Folder of the built site to serve on the same origin; skipped when absent. */
  siteDir?: string;
  /** Enables the dev-only /__dev endpoints (tests, demos). */
  devAdmin?: boolean;
  logger?: boolean;
  /** Clock for sessions, codes and rate limits; tests may pin it. */
  now?: () => number;
  /** Skip the demo data (a few tests want an empty catalogue). */
  seed?: boolean;
}

export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ?? false, trustProxy: true, bodyLimit: 1_048_576 });

  // Never leak a stack trace: unexpected failures become a plain envelope.
  app.setErrorHandler(
    (err: { statusCode?: number; code?: string; message: string }, req, reply) => {
      const status =
        err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      if (status === 500) req.log.error(err);
      const code = status === 500 ? 'system.error' : 'request_param_err';
      return reply.code(status).send(fail(code, status === 500 ? 'Unknown error' : err.message));
    },
  );
  app.addHook('onSend', async (_req, reply, payload) => {
    securityHeaders(reply);
    return payload;
  });

  // The platform posts forgot-password-by-email as a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  if (opts.seed !== false) seedAll(opts.db);
  registerRoutes(app, { db: opts.db, now: opts.now ?? Date.now });
  if (opts.devAdmin) adminRoutes(app, opts.db);

  const siteDir = opts.siteDir;
  if (siteDir && existsSync(siteDir)) {
    await app.register(fastifyStatic, {
      root: siteDir,
      prefix: '/',
      wildcard: false,
      index: false,
    });
    // The SPA answers every page path; API paths that do not exist stay JSON 404s.
    app.setNotFoundHandler((req, reply) => {
      if (req.method === 'GET' && !req.url.startsWith('/wps/') && !req.url.startsWith('/__dev/')) {
        return reply.type('text/html').sendFile('index.html');
      }
      return reply.code(404).send(fail('request_param_err', 'Not found'));
    });
  } else {
    app.setNotFoundHandler((_req, reply) =>
      reply.code(404).send(fail('request_param_err', 'Not found')),
    );
  }
  return app;
}
