import type { FastifyRequest } from 'fastify';
import type { RsaKey } from '../crypto/platformCodec';
import { desEcbDecrypt, unwrapSessionKey } from '../crypto/platformCodec';
import { Failure } from './failure';

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return typeof v === 'string' && v.length > 0 ? v : undefined;
}

/** The session key from the `Encryption` header; 400 without the header or when it does not unwrap. */
export function sessionKeyOf(req: FastifyRequest, rsa: RsaKey): string {
  const wrapped = header(req, 'encryption');
  if (!wrapped) throw new Failure('request_body_required', 400, 'The Encryption header is missing');
  const sentModulus = header(req, 'x-rsa');
  if (sentModulus && sentModulus.toLowerCase() !== rsa.modulusHex)
    throw new Failure('encryption.invalid', 400, 'The RSA key has changed; fetch it again');
  try {
    return unwrapSessionKey(wrapped, rsa);
  } catch {
    throw new Failure('encryption.invalid', 400, 'The Encryption header could not be read');
  }
}

/**
 * Decodes the body of an encrypted call: `{value: <base64 DES>}` (also the bare Base64 string
 * older clients send) with the key from the `Encryption` header. `X-Digest`, when sent, must be
 * the same cipher text. Answers 400 `request_body_required` / `encryption.invalid`, never 500.
 */
export function decodeEncryptedBody(req: FastifyRequest, rsa: RsaKey): unknown {
  const body = req.body;
  const cipher =
    typeof body === 'string'
      ? body.trim()
      : typeof body === 'object' &&
          body !== null &&
          typeof (body as { value?: unknown }).value === 'string'
        ? (body as { value: string }).value
        : undefined;
  if (!cipher) throw new Failure('request_body_required', 400, 'The encrypted value is missing');
  const key = sessionKeyOf(req, rsa);
  const digest = header(req, 'x-digest');
  if (digest && digest !== cipher)
    throw new Failure('encryption.invalid', 400, 'X-Digest does not match the body');
  let text: string;
  try {
    text = desEcbDecrypt(cipher, key);
  } catch {
    throw new Failure('encryption.invalid', 400, 'The encrypted value could not be read');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Failure('request_param_err', 400, 'The decrypted value is not JSON');
  }
}

/**
 * A DES cipher text in Base64 (whole 4-character groups, at least one 8-byte block): never valid
 * JSON unless it is all digits, which a cipher text of a JSON object is not in practice.
 */
export function isBareBase64(text: string): boolean {
  return (
    text.length >= 12 &&
    text.length % 4 === 0 &&
    /^[A-Za-z0-9+/]+={0,2}$/.test(text) &&
    !/^\d+$/.test(text)
  );
}
