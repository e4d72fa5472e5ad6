import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

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
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFC'),
      salt,
      len,
      { ...opts, maxmem: 64 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
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

/** A hash of nothing in particular, checked when there is no account so timing does not tell. */
let dummy: string | undefined;

export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  dummy ??= hashPasswordSync(randomBytes(12).toString('hex'));
  const parts = (stored ?? dummy).split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltHex, hashHex] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await derive(
    password,
    Buffer.from(saltHex, 'hex'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return stored != null && expected.length === actual.length && timingSafeEqual(expected, actual);
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
