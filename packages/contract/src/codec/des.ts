/**
 * The platform's body cipher: single DES, ECB, PKCS#7, Base64 output, the key taken as the raw
 * UTF-8 string (only its first 8 bytes count), as crypto-js computes it. Compatibility with the
 * platform, not security: DES-ECB protects nothing that TLS does not already protect.
 *
 * DES is written out here (FIPS 46-3) instead of taken from crypto-js: its DES module brings
 * crypto-js's cipher framework, MD5, SHA-1 and HMAC (about 9 kB gzip), and every page decodes
 * the status's customer-service paths with it. codec.test.ts holds it equal to crypto-js.
 */

const table = (numbers: string) => numbers.split(' ').map(Number);

/** Initial permutation: bit positions, 1-based, most significant bit of the block first. */
const IP = table(
  '58 50 42 34 26 18 10 2 60 52 44 36 28 20 12 4 62 54 46 38 30 22 14 6 64 56 48 40 32 24 16 8 ' +
    '57 49 41 33 25 17 9 1 59 51 43 35 27 19 11 3 61 53 45 37 29 21 13 5 63 55 47 39 31 23 15 7',
);
/** Final permutation: the inverse of IP. */
const FP = IP.map((_, i) => IP.indexOf(i + 1) + 1);
/** Expansion of the 32-bit half to 48 bits: eight overlapping groups of six. */
const E = Array.from({ length: 48 }, (_, i) => ((4 * Math.floor(i / 6) + (i % 6) + 31) % 32) + 1);
/** Permutation of the S-boxes' output. */
const P = table(
  '16 7 20 21 29 12 28 17 1 15 23 26 5 18 31 10 2 8 24 14 32 27 3 9 19 13 30 6 22 11 4 25',
);
/** Key permutations: 64 bits to 56 (parity bits dropped), then each round's 48. */
const PC1 = table(
  '57 49 41 33 25 17 9 1 58 50 42 34 26 18 10 2 59 51 43 35 27 19 11 3 60 52 44 36 ' +
    '63 55 47 39 31 23 15 7 62 54 46 38 30 22 14 6 61 53 45 37 29 21 13 5 28 20 12 4',
);
const PC2 = table(
  '14 17 11 24 1 5 3 28 15 6 21 10 23 19 12 4 26 8 16 7 27 20 13 2 ' +
    '41 52 31 37 47 55 30 40 51 45 33 48 44 49 39 56 34 53 46 42 50 36 29 32',
);
/** Left rotations of the key halves per round. */
const SHIFTS = [1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1];
/** The eight S-boxes, 4 rows of 16 each, one hex digit per entry. */
const S = [
  'e4d12fb83a6c5907 0f74e2d1a6cb9538 41e8d62bfc973a50 fc8249175b3ea06d',
  'f18e6b34972dc05a 3d47f28ec01a69b5 0e7ba4d158c6932f d8a13f42b67c05e9',
  'a09e63f51dc7b428 d709346a285ecbf1 d6498f30b12c5ae7 1ad069874fe3b52c',
  '7de3069a1285bc4f d8b56f03472c1ae9 a690cb7df13e5284 3f06a1d8945bc72e',
  '2c417ab6853fd0e9 eb2c47d150fa3986 421bad78f9c5630e b8c71e2d6f09a453',
  'c1af92680d34e75b af427c9561de0b38 9ef528c3704a1db6 432c95fabe17608d',
  '4b2ef08d3c975a61 d0b7491ae35c2f86 14bdc37eaf680592 6bd814a7950fe23c',
  'd2846fb1a93e50c7 1fd8a374c56b0e92 7b419ce206adf358 21e74a8dfc90356b',
].map((box) => [...box.replace(/ /g, '')].map((digit) => parseInt(digit, 16)));

type Bits = number[];

const permute = (bits: Bits, positions: readonly number[]): Bits =>
  positions.map((p) => bits[p - 1] ?? 0);

const bitsOf = (bytes: Uint8Array, from = 0, count = bytes.length - from): Bits => {
  const bits: Bits = [];
  for (let i = 0; i < count * 8; i++)
    bits.push(((bytes[from + (i >> 3)] ?? 0) >> (7 - (i & 7))) & 1);
  return bits;
};

/** The 16 round keys of an 8-byte key. */
function roundKeys(key: Uint8Array): Bits[] {
  const k = permute(bitsOf(key, 0, 8), PC1);
  let c = k.slice(0, 28);
  let d = k.slice(28);
  return SHIFTS.map((shift) => {
    c = [...c.slice(shift), ...c.slice(0, shift)];
    d = [...d.slice(shift), ...d.slice(0, shift)];
    return permute([...c, ...d], PC2);
  });
}

/** One 8-byte block through the 16 rounds, written into `out` at `at`. */
function block(input: Uint8Array, at: number, keys: readonly Bits[], out: Uint8Array): void {
  const bits = permute(bitsOf(input, at, 8), IP);
  let left = bits.slice(0, 32);
  let right = bits.slice(32);
  for (const key of keys) {
    const x = permute(right, E).map((bit, i) => bit ^ (key[i] ?? 0));
    const boxed: Bits = [];
    for (let s = 0; s < 8; s++) {
      const six = x.slice(s * 6, s * 6 + 6) as [number, number, number, number, number, number];
      const row = (six[0] << 1) | six[5];
      const column = (six[1] << 3) | (six[2] << 2) | (six[3] << 1) | six[4];
      const value = S[s]?.[row * 16 + column] ?? 0;
      boxed.push((value >> 3) & 1, (value >> 2) & 1, (value >> 1) & 1, value & 1);
    }
    const f = permute(boxed, P);
    [left, right] = [right, left.map((bit, i) => bit ^ (f[i] ?? 0))];
  }
  const result = permute([...right, ...left], FP);
  for (let i = 0; i < 8; i++) {
    let byte = 0;
    for (let j = 0; j < 8; j++) byte = (byte << 1) | (result[i * 8 + j] ?? 0);
    out[at + i] = byte;
  }
}

/** The DES key of a key string: its UTF-8 bytes, the first 8 (zeros after a shorter one). */
function keyBytes(key: string): Uint8Array {
  const bytes = new Uint8Array(8);
  bytes.set(new TextEncoder().encode(key).subarray(0, 8));
  return bytes;
}

function run(data: Uint8Array, keys: readonly Bits[]): Uint8Array {
  const out = new Uint8Array(data.length);
  for (let at = 0; at < data.length; at += 8) block(data, at, keys, out);
  return out;
}

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export function desEncrypt(plainText: string, key: string): string {
  const text = new TextEncoder().encode(plainText);
  const pad = 8 - (text.length % 8);
  const data = new Uint8Array(text.length + pad).fill(pad);
  data.set(text);
  return toBase64(run(data, roundKeys(keyBytes(key))));
}

/** Inverse of {@link desEncrypt}; throws when the cipher text or key does not decode to UTF-8. */
export function desDecrypt(cipherBase64: string, key: string): string {
  const cipher = fromBase64(cipherBase64);
  if (cipher.length === 0 || cipher.length % 8) throw new Error('cipher text is not whole blocks');
  const plain = run(cipher, roundKeys(keyBytes(key)).reverse());
  // As crypto-js: the last byte says how many to drop, unchecked beyond the length.
  const length = plain.length - (plain[plain.length - 1] ?? 0);
  if (length < 0) throw new Error('cipher text does not decrypt with this key');
  return new TextDecoder('utf-8', { fatal: true }).decode(plain.subarray(0, length));
}
