import { randomBytes, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { deriveKey } from './hashing';

// Account passwords: scrypt (N=16384, r=8, p=1), 16-byte random salt, 32-byte hash, stored as
// `scrypt$N$r$p$<salt hex>$<hash hex>` so the cost can be raised later without breaking logins.
let N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/**
 * Lowers the cost of new hashes (tests only: hundreds of logins on a shared machine). Existing
 * hashes keep the cost they were made with.
 */
export function setPasswordCostForTests(n: number): void {
  N = n;
}

function derive(password: string, salt: Buffer, opts: ScryptOptions, len: number): Promise<Buffer> {
  return deriveKey(password.normalize('NFC'), salt, len, opts);
}

function format(salt: Buffer, hash: Buffer): string {
  return `scrypt$${N}$${R}$${P}$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await derive(password, salt, { N, r: R, p: P }, KEY_LENGTH));
}

export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return format(salt, scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, { N, r: R, p: P }));
}

/**
 * A hash of nothing in particular, at the current cost: checked instead when there is no usable
 * hash (no account, a trial account, a malformed value), so every login takes as long.
 */
let dummy: Promise<string> | undefined;

type Parsed = { n: number; r: number; p: number; salt: Buffer; hash: Buffer };

function parse(stored: string | null | undefined): Parsed | null {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, saltHex, hashHex] = parts as [string, string, string, string, string, string];
  const hash = Buffer.from(hashHex, 'hex');
  if (!Number(n) || !Number(r) || !Number(p) || !hash.length) return null;
  return { n: Number(n), r: Number(r), p: Number(p), salt: Buffer.from(saltHex, 'hex'), hash };
}

/**
 * Whether the password matches the stored hash. Always derives one key, at the stored cost or the
 * dummy's, so a missing account or one with no password (trial) answers no faster than a wrong
 * password.
 */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  const own = parse(stored);
  dummy ??= hashPassword(randomBytes(12).toString('hex'));
  const used = own ?? (parse(await dummy) as Parsed);
  const actual = await derive(
    password,
    used.salt,
    { N: used.n, r: used.r, p: used.p },
    used.hash.length,
  );
  return own !== null && timingSafeEqual(used.hash, actual);
}

/** Random password for accounts nobody logs into with one (trial) and temporary passwords. */
export function randomPassword(length = 10): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  let out = '';
  for (const b of randomBytes(length * 2)) {
    if (b < 224 && out.length < length) out += alphabet[b % 56];
  }
  // Letters and digits both, as the password rule asks.
  return /\d/.test(out) && /[A-Za-z]/.test(out) ? out : randomPassword(length);
}
