const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A fresh random 16-character letters-and-digits key (one per encrypted request). */
export function randomSessionKey(length = 16): string {
  const out: string[] = [];
  const bytes = new Uint8Array(length * 2);
  while (out.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    for (const b of bytes) {
      // 248 = 4 * 62: rejection sampling keeps every character equally likely.
      if (b < 248 && out.length < length) out.push(ALPHABET[b % 62] as string);
    }
  }
  return out.join('');
}
