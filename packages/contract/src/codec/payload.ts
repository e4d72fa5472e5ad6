import { desEncrypt } from './des';
import { rsaEncryptedString } from './rsa';
import { randomSessionKey } from './sessionKey';

/**
 * The platform's "encrypted data blob + encryption header" (api-contract §3):
 * - body `{value}` = DES-ECB/PKCS7 of the JSON payload under a fresh random 16-character key;
 * - header `Encryption` = RSA (textbook, e = 65537, little-endian) of the key *reversed*;
 * - headers `X-Digest` (the same Base64 as the body) and `X-RSA` (the modulus used).
 *
 * This is compatibility with the operator's platform, not security: single DES in ECB mode and
 * unpadded RSA are both weak. TLS is what protects the traffic; never rely on this codec alone.
 */
export interface EncodedPayload {
  body: { value: string };
  headers: { Encryption: string; 'X-Digest': string; 'X-RSA': string };
}

export function wrapSessionKey(key: string, modulusHex: string): string {
  return rsaEncryptedString([...key].reverse().join(''), modulusHex);
}

export function encodePayload(
  payload: unknown,
  modulusHex: string,
  key: string = randomSessionKey(),
): EncodedPayload {
  const value = desEncrypt(JSON.stringify(payload ?? {}), key);
  return {
    body: { value },
    headers: {
      Encryption: wrapSessionKey(key, modulusHex),
      'X-Digest': value,
      'X-RSA': modulusHex.trim(),
    },
  };
}

/** For calls that carry only the key header (free play): RSA of a reversed random key. */
export function encryptionHeader(modulusHex: string, key: string = randomSessionKey()): string {
  return wrapSessionKey(key, modulusHex);
}
