/**
 * The platform's key wrap: the old "BigInt.js / RSA.js" `encryptedString` (Dave Shapiro's library)
 * with `new RSAKeyPair("10001", "", modulusHex)`. Textbook RSA, no padding: the text's character
 * codes are zero-padded to the chunk size (2 bytes per 16-bit digit of the modulus, less one digit),
 * packed little-endian, raised to e mod n, and written as hex in whole 4-digit groups; several
 * blocks are joined by a space. Compatibility only: TLS is what protects the traffic.
 */

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

const HEX = /^[0-9a-fA-F]+$/;

/** Bytes per block: `2 * biHighIndex(n)` in the original, i.e. 16-bit digits of n minus one, doubled. */
export function rsaChunkSize(modulus: bigint): number {
  const digits = Math.ceil(modulus.toString(16).length / 4);
  return 2 * (digits - 1);
}

export function rsaEncryptedString(
  text: string,
  modulusHex: string,
  exponentHex = '10001',
): string {
  const hex = modulusHex.trim();
  if (!HEX.test(hex) || !HEX.test(exponentHex)) throw new Error('RSA modulus must be hex');
  const n = BigInt(`0x${hex}`);
  const e = BigInt(`0x${exponentHex}`);
  const chunk = rsaChunkSize(n);
  if (chunk < 2) throw new Error('RSA modulus too small');

  const codes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // The original packs one character per byte; wider characters would silently corrupt.
    if (c > 0xff) throw new Error('RSA text must be single-byte characters');
    codes.push(c);
  }
  while (codes.length % chunk !== 0) codes.push(0);

  const blocks: string[] = [];
  for (let i = 0; i < codes.length; i += chunk) {
    let m = 0n;
    for (let k = chunk - 1; k >= 0; k--) m = (m << 8n) | BigInt(codes[i + k] ?? 0);
    const c = modPow(m, e, n).toString(16);
    blocks.push(c.padStart(Math.ceil(c.length / 4) * 4, '0'));
  }
  return blocks.join(' ');
}
