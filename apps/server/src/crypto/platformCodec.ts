import {
  constants,
  createCipheriv,
  createDecipheriv,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

/**
 * The server side of the platform's payload codec, written with node:crypto only, so that tests
 * of the contract's crypto-js + BigInt client against it are a real interoperability check.
 *
 * OpenSSL 3 ships single DES only in its legacy provider. Triple DES (EDE) with the same 8-byte key
 * three times is exactly single DES (encrypt, decrypt, encrypt with one key = encrypt once), so we
 * use `des-ede3-ecb` with K|K|K. Compatibility, not security: TLS protects the traffic.
 */

export interface RsaKey {
  /** Modulus as lower-case hex: what `GET /wps/session/key/rsa` answers. */
  modulusHex: string;
  privateKey: KeyObject;
  /** Modulus length in bytes. */
  size: number;
}

/** A fresh 1024-bit key with e = 65537, as the platform serves. */
export function generateRsaKey(bits = 1024): RsaKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: bits, publicExponent: 65537 });
  const jwk = privateKey.export({ format: 'jwk' });
  const modulus = Buffer.from(jwk.n ?? '', 'base64url');
  return { modulusHex: modulus.toString('hex'), privateKey, size: modulus.length };
}

function desKey(key: string): Buffer {
  const k8 = Buffer.alloc(8);
  Buffer.from(key, 'utf8').copy(k8, 0, 0, 8);
  return Buffer.concat([k8, k8, k8]);
}

export function desEcbEncrypt(plain: string, key: string): string {
  const cipher = createCipheriv('des-ede3-ecb', desKey(key), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/** Throws on a wrong key, bad padding or a cipher text that is not whole blocks. */
export function desEcbDecrypt(cipherBase64: string, key: string): string {
  const data = Buffer.from(cipherBase64, 'base64');
  if (data.length === 0 || data.length % 8 !== 0) throw new Error('not whole DES blocks');
  const decipher = createDecipheriv('des-ede3-ecb', desKey(key), null);
  const plain = Buffer.concat([decipher.update(data), decipher.final()]);
  return new TextDecoder('utf-8', { fatal: true }).decode(plain);
}

/**
 * Reads the `Encryption` header: hex blocks separated by spaces, each textbook RSA of a chunk of
 * the reversed key packed little-endian. Returns the key in its original order.
 */
export function unwrapSessionKey(header: string, key: RsaKey): string {
  const blocks = header.trim().split(/\s+/);
  if (blocks.length === 0 || blocks.length > 4) throw new Error('unexpected number of RSA blocks');
  let reversed = '';
  for (const block of blocks) {
    if (!/^[0-9a-fA-F]+$/.test(block) || block.length > key.size * 2)
      throw new Error('RSA block is not hex of the modulus size');
    const input = Buffer.from(block.padStart(key.size * 2, '0'), 'hex');
    const plain = privateDecrypt({ key: key.privateKey, padding: constants.RSA_NO_PADDING }, input);
    // Big-endian number bytes; the text sits little-endian, zero-padded at the high end.
    const bytes = Buffer.from(plain).reverse();
    let end = bytes.length;
    while (end > 0 && bytes[end - 1] === 0) end--;
    reversed += bytes.subarray(0, end).toString('latin1');
  }
  const key16 = [...reversed].reverse().join('');
  if (!/^[0-9A-Za-z]{8,32}$/.test(key16)) throw new Error('session key is not letters and digits');
  return key16;
}

/** Customer-service path as the platform stores it: DES cipher text + the 8-character key. */
export function encodeServicePath(url: string, key8 = randomKey8()): string {
  return desEcbEncrypt(url, key8) + key8;
}

function randomKey8(): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  return [...randomBytes(8)].map((b) => alphabet[b % 62]).join('');
}
