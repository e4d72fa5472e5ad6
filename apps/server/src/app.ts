import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { htmlLangOf, isHomePath, LANGUAGE_COOKIE, languageOf } from '@playdeck/domain';
import { fail } from '@playdeck/contract';
import type { Db } from './db/database';
import { registerRoutes } from './routes';
import { adminRoutes } from './routes/admin';
import { inlineBanner, pageRoutes } from './routes/pages';
import { identityProviderRoutes } from './routes/identityProvider';
import { verifierRoutes } from './routes/verifier';
import { PictureCache } from './media/picture';
import { firstHomeBanner } from './routes/messages';
import {
  homeShellHtml,
  readPageShells,
  SHELL_GAMES,
  titledShellHtml,
  type ShellBanner,
} from './http/pageShell';
import { readCookie } from './http/cookies';
import { firstGamesOf } from './routes/games/catalogue';
import { seedAll } from './seed';
import { securityHeaders } from './security';
import { loadOperatorConfig, type OperatorConfig } from './config';
import { setOperatorConfig } from './settings';
import { generateRsaKey, type RsaKey } from './crypto/platformCodec';
import { isApiPath, merchantGuard } from './http/merchant';
import { isBareBase64 } from './http/encrypted';
import type { ServerHooks } from './http/route';

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
  /** Operator configuration; default: operator.config.json + PLAYDECK_CONFIG + env (config.ts). */
  config?: OperatorConfig;
  /** RSA key of the payload codec; default: one fresh 1024-bit key per process. */
  rsa?: RsaKey;
  /** Where dev outbox lines (SMS and e-mail codes) are printed; default: nowhere. */
  log?: (line: string) => void;
  /**
   * Whose `X-Forwarded-For` to believe for the client address (rate limits, status IP): Fastify's
   * `trustProxy` (true, an address list, or a hop count). Default: none, the socket address; behind
   * a proxy set `PLAYDECK_TRUST_PROXY` (e.g. `loopback` or `10.0.0.0/8`).
   */
  trustProxy?: boolean | string | number;
  /** Extra hooks (tests; other areas register theirs in their route modules through ctx.hooks). */
  hooks?: Partial<ServerHooks>;
}

let processKey: RsaKey | undefined;

export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    // (cast: Fastify's overloads pick the HTTP/2 typing for a union here)
    trustProxy: (opts.trustProxy ?? false) as boolean,
    bodyLimit: 1_048_576,
  });
  const config = opts.config ?? loadOperatorConfig();
  setOperatorConfig(opts.db, config);
  processKey ??= generateRsaKey();
  const now = opts.now ?? Date.now;

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
  app.addHook('onSend', async (req, reply, payload) => {
    securityHeaders(req, reply);
    return payload;
  });

  // The platform posts forgot-password-by-email and the head icon as forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // Older clients send an encrypted body as bare text; other routes refuse non-objects anyway.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) =>
    done(null, String(body)),
  );
  // JSON as the platform's clients send it: the legacy client posts an encrypted body as the bare
  // Base64 text under application/json, and free play and logout may carry no body at all
  // (api-contract §8 #13). Anything else goes through Fastify's own (prototype-safe) parser.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, undefined);
    if (isBareBase64(text)) return done(null, text);
    return jsonParser(req, text, done);
  });

  if (opts.seed !== false) seedAll(opts.db, now());
  merchantGuard(app, opts.db);
  const hooks: ServerHooks = { memberRegistered: [...(opts.hooks?.memberRegistered ?? [])] };
  const routeContext = {
    db: opts.db,
    now,
    rsa: opts.rsa ?? processKey,
    hooks,
    log: opts.log ?? (() => undefined),
  };
  registerRoutes(app, routeContext);
  const pictures = new PictureCache();
  pageRoutes(app, opts.db, now, pictures, opts.siteDir);
  identityProviderRoutes(app, routeContext);
  verifierRoutes(app, routeContext);
  if (opts.devAdmin) adminRoutes(app, opts.db);

  const siteDir = opts.siteDir;
  const notFound = (url: string) =>
    url.startsWith('/__dev/') ||
    isApiPath(url) ||
    url.startsWith('/media/') ||
    // A build file that is not there (an older deploy's chunk) is a 404, never the page.
    url.startsWith('/assets/') ||
    url.startsWith('/chat/') ||
    url.startsWith('/idp/') ||
    url.startsWith('/verifier/');
  if (siteDir && existsSync(siteDir)) {
    await app.register(fastifyStatic, {
      root: siteDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies; the smallest the browser accepts is sent.
      preCompressed: true,
      // Hashed build files never change; everything else is checked on each visit.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader(
          'Cache-Control',
          isHashedAsset(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // The SPA answers every page path; API paths that do not exist stay JSON 404s.
    // Read once, like the file list above: home's page is this plus the banner of the moment.
    const indexPath = join(siteDir, 'index.html');
    const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
    const shells = readPageShells(siteDir);
    /**
     * Home's first banner, inlined when it is one of the server's own banners: the page's largest
     * picture then paints with the HTML instead of waiting for a connection among the scripts.
     */
    const shellBanner = async (): Promise<ShellBanner | null> => {
      const banner = firstHomeBanner(opts.db, now());
      const inline = banner ? await inlineBanner(pictures, banner.url) : null;
      return banner && inline ? { ...banner, inline } : banner;
    };
    /** A landing page with its shell drawn (home's banner, a title, first games), else null. */
    const landingHtml = async (req: FastifyRequest, page: string): Promise<string | null> => {
      const [rawPath = '', query = ''] = req.url.split('?');
      if (isHomePath(rawPath)) return homeShellHtml(page, await shellBanner());
      const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
      const shell = shells[path];
      if (!shell) return null;
      const language = languageOf(readCookie(req, LANGUAGE_COOKIE));
      const texts = shell.texts[language];
      if (!texts) return null;
      const games = shell.games
        ? firstGamesOf(opts.db, path, new URLSearchParams(query), SHELL_GAMES)
        : [];
      return titledShellHtml(page, texts, htmlLangOf(language), games);
    };
    app.setNotFoundHandler(async (req, reply) => {
      const landing = req.method === 'GET' && indexHtml ? await landingHtml(req, indexHtml) : null;
      if (landing) return sendHtml(req, reply, landing);
      if (req.method === 'GET' && !notFound(req.url)) {
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

/** Per-request brotli: quality 5 takes about 0.1 ms on home's page; the default, 11, about 4 ms. */
const BROTLI_PER_REQUEST = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** A page made per request, compressed as the browser accepts and checked on each visit. */
function sendHtml(req: FastifyRequest, reply: FastifyReply, html: string) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepts))
    return reply
      .header('Content-Encoding', 'br')
      .send(brotliCompressSync(html, BROTLI_PER_REQUEST));
  if (/\bgzip\b/.test(accepts))
    return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}

/**
 * Build output under assets/ carries a content hash in its name (`index-Cohsj_4g.js`), also when
 * the compressed copy is sent (`index-Cohsj_4g.js.br`).
 */
export function isHashedAsset(path: string): boolean {
  return /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.\w+(?:\.br|\.gz)?$/.test(path);
}
