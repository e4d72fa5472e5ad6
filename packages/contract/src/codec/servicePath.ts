import { desDecrypt } from './des';

/**
 * Customer-service entries in the status carry an obfuscated `path`: the last 8 characters are the
 * DES key, the rest is the Base64 DES-ECB cipher text of the real address (api-contract §6).
 * Returns the address, or null when the path does not decode (the entry is then unusable).
 */
export function decodeServicePath(path: string): string | null {
  if (typeof path !== 'string' || path.length <= 8) return null;
  const key = path.slice(-8);
  const cipher = path.slice(0, -8);
  try {
    const plain = desDecrypt(cipher, key);
    return plain.length > 0 ? plain : null;
  } catch {
    return null;
  }
}
