import type { FastifyInstance } from 'fastify';
import { fail } from '@playdeck/contract';
import type { Db } from '../db/database';
import { readSettings } from '../settings';

/** Paths of the operator API; static files, the demo pages and /__dev are not subject to the rule. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/wps/') || url.startsWith('/lgw/') || url.startsWith('/lotto/');
}

/**
 * The platform's `Merchant` rule: exactly one header naming this operator's merchant code.
 * Missing, sent twice (Node joins repeats with ", ", and we also count the raw headers) or naming
 * another brand: 400 `function.not.available`.
 */
export function merchantGuard(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!isApiPath(req.url)) return;
    let count = 0;
    const raw = req.raw.rawHeaders;
    for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === 'merchant') count++;
    const value = req.headers.merchant;
    const expected = readSettings(db).merchant;
    let problem: string | null = null;
    if (count === 0 || typeof value !== 'string' || value.trim() === '')
      problem = 'The Merchant header is missing';
    else if (count > 1 || value.includes(','))
      problem = 'The Merchant header was sent more than once';
    else if (value.trim().toLowerCase() !== expected) problem = 'Unknown merchant';
    if (problem) return reply.code(400).send(fail('function.not.available', problem));
  });
}
