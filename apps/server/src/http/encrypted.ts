import type { FastifyRequest } from 'fastify';
import { Failure } from './failure';

/**
 * Decodes the body of an encrypted call (`{value: <base64 DES>}` + `Encryption` header).
 * Without the header the platform answers 400 request_body_required.
 */
export function decodeEncryptedBody(req: FastifyRequest): unknown {
  if (!req.headers.encryption) throw new Failure('request_body_required', 400);
  throw new Failure('request_body_required', 400, 'payload codec not configured');
}
