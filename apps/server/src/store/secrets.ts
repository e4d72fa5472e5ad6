import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../accounts/hashing';

// Payment passwords are stored as scrypt hashes: `scrypt$<salt hex>$<hash hex>` (Node's default
// cost, N=16384). Requests hash and check them asynchronously, on libuv's thread pool (hashing.ts):
// a check takes tens of milliseconds, which on the event loop would hold up every other request.
const KEY_LENGTH = 32;

function derive(secret: string, salt: Buffer, length: number): Promise<Buffer> {
  return deriveKey(secret, salt, length);
}

export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${(await derive(secret, salt, KEY_LENGTH)).toString('hex')}`;
}

/** For seeding only (before the server takes requests). */
export function hashSecretSync(secret: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${scryptSync(secret, salt, KEY_LENGTH).toString('hex')}`;
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await derive(secret, Buffer.from(saltHex, 'hex'), expected.length);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
