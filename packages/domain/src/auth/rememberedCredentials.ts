import type { RegisterMethod } from '../shell/launchMode';
import type { LoginMethod } from './loginOptions';

/**
 * Remembered login (spec 1 §3): method, username (the mobile number for SMS), the dialling code
 * and, only where the browser cannot keep it (see {@link passwordKeeper}), the password sealed
 * with a per-device secret. docs/decisions/040-remembered-credentials.md explains the choice.
 */
export interface RememberedCredentials {
  type: LoginMethod;
  username: string;
  /** Sealed with {@link sealPassword}; never the password itself. */
  password?: string;
  countryDialingCode?: string;
}

/**
 * Who keeps a remembered password. A browser tab or installed web app has the browser's own
 * password manager (the form's autocomplete attributes), so the site stores no password there.
 * The operator's native app web view has none, so there the password is sealed into storage.
 */
export function passwordKeeper(launch: RegisterMethod): 'browser' | 'sealed-storage' {
  return launch === 'APP' ? 'sealed-storage' : 'browser';
}

/** Reads a stored record; anything malformed is no record. */
export function readRememberedCredentials(raw: unknown): RememberedCredentials | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (r.type !== 'username' && r.type !== 'sms') return null;
  if (typeof r.username !== 'string' || !r.username.trim() || r.username.length > 64) return null;
  const out: RememberedCredentials = { type: r.type, username: r.username };
  if (typeof r.password === 'string' && r.password.startsWith(SEALED_PREFIX))
    out.password = r.password;
  if (typeof r.countryDialingCode === 'string' && /^\+?\d{1,4}$/.test(r.countryDialingCode))
    out.countryDialingCode = r.countryDialingCode;
  return out;
}

const SEALED_PREFIX = 'v1.';
const SECRET_BYTES = 32;
const IV_BYTES = 12;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** A new per-device secret: 256 random bits as Base64. */
export function newRememberSecret(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  return toBase64(random(new Uint8Array(SECRET_BYTES)));
}

async function keyOf(secret: string): Promise<CryptoKey> {
  const raw = fromBase64(secret);
  if (raw.length !== SECRET_BYTES) throw new RangeError('The remember secret must be 256 bits');
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/**
 * Seals a password with the device secret: AES-256-GCM with a random IV, then Base64, under a
 * version prefix ("double-encoded together with a stored secret"). Obfuscation against casual
 * reading of storage, not protection from code running in the page: see decision 040.
 */
export async function sealPassword(password: string, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const data = new TextEncoder().encode(password);
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyOf(secret), data),
  );
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return SEALED_PREFIX + toBase64(out);
}

/** The password inside a sealed value, or null when it was altered or sealed with another secret. */
export async function openPassword(sealed: string, secret: string): Promise<string | null> {
  if (!sealed.startsWith(SEALED_PREFIX)) return null;
  try {
    const bytes = fromBase64(sealed.slice(SEALED_PREFIX.length));
    if (bytes.length <= IV_BYTES) return null;
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
      await keyOf(secret),
      bytes.slice(IV_BYTES),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
