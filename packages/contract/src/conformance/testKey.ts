// The tiny fixed RSA key of the codec tests (n = (2^64-59)(2^64-83)): a fake platform serves its
// modulus, and tests unwrap the session key a client sent in `Encryption` with its private
// exponent (textbook RSA, characters little-endian, reversed: api-contract §3).

export const TEST_N = 'ffffffffffffff720000000000001321';
const TEST_D = 0x93c96c3693c96be3727c8d83727c98e1n;

/** The 16-character session key inside an `Encryption` header made with {@link TEST_N}. */
export function unwrapKey(header: string): string {
  const n = BigInt(`0x${TEST_N}`);
  let text = '';
  for (const block of header.split(' ')) {
    let m = 1n;
    let b = BigInt(`0x${block}`) % n;
    for (let e = TEST_D; e > 0n; e >>= 1n, b = (b * b) % n) if (e & 1n) m = (m * b) % n;
    for (; m > 0n; m >>= 8n) text += String.fromCharCode(Number(m & 0xffn));
  }
  return [...text].reverse().join('');
}
