import { describe, expect, it } from 'vitest';
import {
  decodeServicePath,
  desDecrypt,
  desEncrypt,
  encodePayload,
  encryptionHeader,
  wrapSessionKey,
} from '@playdeck/contract';
import {
  desEcbDecrypt,
  desEcbEncrypt,
  encodeServicePath,
  generateRsaKey,
  unwrapSessionKey,
} from './platformCodec';

// The client side is crypto-js + BigInt (packages/contract); this side is node:crypto only.
const key = generateRsaKey();

describe('payload codec interop: contract client ↔ server (node:crypto)', () => {
  it('serves a 1024-bit modulus as lower-case hex', () => {
    expect(key.modulusHex).toMatch(/^[0-9a-f]{256}$/);
  });

  it('unwraps the key the client wrapped, reversed and packed little-endian', () => {
    for (const k of ['Ab3dEf6hIj9kLm2n', '0000000000000001', 'zzzzzzzzzzzzzzzz'])
      expect(unwrapSessionKey(wrapSessionKey(k, key.modulusHex), key)).toBe(k);
  });

  it('decrypts the body the client encrypted with a fresh key', () => {
    const payload = { username: 'player00', password: 'Demo1234', nickname: 'Juan ñ ₱' };
    const encoded = encodePayload(payload, key.modulusHex);
    const k = unwrapSessionKey(encoded.headers.Encryption, key);
    expect(JSON.parse(desEcbDecrypt(encoded.body.value, k))).toEqual(payload);
  });

  it('agrees with crypto-js on the fixed DES vector, both ways', () => {
    const json = '{"username":"player00","password":"Demo1234"}';
    const cipher = 'zV0+zioD1RJxTQZj0l+J4hs734k+8ZShQR8HZP5efjz7SCD4Zd7z3xt29dyWwvc4';
    expect(desEcbEncrypt(json, 'Ab3dEf6hIj9kLm2n')).toBe(cipher);
    expect(desEncrypt(json, 'Ab3dEf6hIj9kLm2n')).toBe(cipher);
    expect(desEcbDecrypt(desEncrypt(json, 'Qw12Er34'), 'Qw12Er34')).toBe(json);
    expect(desDecrypt(desEcbEncrypt(json, 'Qw12Er34'), 'Qw12Er34')).toBe(json);
  });

  it('reads the free-play key header', () => {
    expect(unwrapSessionKey(encryptionHeader(key.modulusHex), key)).toMatch(/^[0-9A-Za-z]{16}$/);
  });

  it('refuses a header made for another key, a wrong key and garbage', () => {
    const other = generateRsaKey(1024);
    expect(() =>
      unwrapSessionKey(wrapSessionKey('Ab3dEf6hIj9kLm2n', other.modulusHex), key),
    ).toThrow();
    expect(() => unwrapSessionKey('zz', key)).toThrow();
    expect(() => desEcbDecrypt(desEncrypt('{"a":1}', 'Ab3dEf6h'), 'Xb3dEf6h')).toThrow();
  });

  it('encodes customer-service paths the client decodes (last 8 characters are the key)', () => {
    const url = 'https://wa.me/639171234567';
    const path = encodeServicePath(url);
    expect(path.slice(-8)).toMatch(/^[0-9A-Za-z]{8}$/);
    expect(path).not.toContain('wa.me');
    expect(decodeServicePath(path)).toBe(url);
    expect(encodeServicePath(url, 'Kf7Qp2Zx')).toBe(
      '8/zu7nFxK1a7Mm+mshTpA9VBK/MHTE2Lz7eplpyFfl8=Kf7Qp2Zx',
    );
  });
});
