import { describe, expect, it } from 'vitest';
import CryptoJS from 'crypto-js';
import { desDecrypt, desEncrypt } from './des';
import { rsaChunkSize, rsaEncryptedString } from './rsa';
import { randomSessionKey } from './sessionKey';
import { encodePayload, wrapSessionKey } from './payload';
import { decodeServicePath } from './servicePath';

// Fixed vectors, computed once outside this code: the DES ones with Node's OpenSSL 3DES-EDE
// (K|K|K, which equals single DES), the RSA ones with Python's pow() over the same packing rules.
const LOGIN_JSON = '{"username":"player00","password":"Demo1234"}';
const LOGIN_KEY = 'Ab3dEf6hIj9kLm2n';
const LOGIN_CIPHER = 'zV0+zioD1RJxTQZj0l+J4hs734k+8ZShQR8HZP5efjz7SCD4Zd7z3xt29dyWwvc4';

// A tiny test key: n = (2^64 - 59)(2^64 - 83), so a block holds 14 bytes and a 16-character key
// needs two blocks (the multi-block path of the original library).
const TEST_N = 'ffffffffffffff720000000000001321';
const TEST_D = 0x93c96c3693c96be3727c8d83727c98e1n;
const WRAPPED_KEY = 'ebcbc5fda37e28c01765decdce0ddc9d 996429afbbfad101f2978e59f5a86205';

function modPow(b: bigint, e: bigint, m: bigint): bigint {
  let r = 1n;
  b %= m;
  for (; e > 0n; e >>= 1n, b = (b * b) % m) if (e & 1n) r = (r * b) % m;
  return r;
}

/** Unwraps like the platform's server: c^d mod n, little-endian bytes, padding dropped. */
function unwrapBlocks(hex: string, n: bigint, d: bigint): string {
  return hex
    .split(' ')
    .map((block) => {
      let m = modPow(BigInt(`0x${block}`), d, n);
      let s = '';
      while (m > 0n) {
        s += String.fromCharCode(Number(m & 0xffn));
        m >>= 8n;
      }
      return s;
    })
    .join('');
}

describe('DES body cipher', () => {
  it('matches the fixed vector', () => {
    expect(desEncrypt(LOGIN_JSON, LOGIN_KEY)).toBe(LOGIN_CIPHER);
  });

  it('matches crypto-js used the way the platform uses it', () => {
    const direct = CryptoJS.DES.encrypt(LOGIN_JSON, CryptoJS.enc.Utf8.parse(LOGIN_KEY), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    }).toString();
    expect(desEncrypt(LOGIN_JSON, LOGIN_KEY)).toBe(direct);
  });

  it('uses only the first 8 characters of the key, like the platform', () => {
    expect(desEncrypt(LOGIN_JSON, 'Ab3dEf6hZZZZZZZZ')).toBe(LOGIN_CIPHER);
    expect(desEncrypt(LOGIN_JSON, 'Xb3dEf6hIj9kLm2n')).not.toBe(LOGIN_CIPHER);
  });

  it('round-trips text with non-ASCII characters', () => {
    const text = JSON.stringify({ nickname: 'Juan dela Cruz ñ ₱599 🎰' });
    expect(desDecrypt(desEncrypt(text, LOGIN_KEY), LOGIN_KEY)).toBe(text);
  });

  it('pads a full block with a whole extra block (PKCS#7)', () => {
    expect(Buffer.from(desEncrypt('12345678', LOGIN_KEY), 'base64')).toHaveLength(16);
    expect(Buffer.from(desEncrypt('1234567', LOGIN_KEY), 'base64')).toHaveLength(8);
  });

  it('agrees with crypto-js both ways for any text and key', () => {
    // A fixed pseudo-random walk: texts of 0 to 40 characters and keys of 1 to 20, ASCII and not.
    const alphabet = 'abcXYZ019 {}":,/+=~ñé₱🎰\u0000';
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const text = (length: number) =>
      Array.from({ length }, () => [...alphabet][next([...alphabet].length)]).join('');
    for (let i = 0; i < 200; i++) {
      const plain = text(next(41));
      const key = text(1 + next(20));
      const cryptoJs = CryptoJS.DES.encrypt(plain, CryptoJS.enc.Utf8.parse(key), {
        mode: CryptoJS.mode.ECB,
        padding: CryptoJS.pad.Pkcs7,
      }).toString();
      expect(desEncrypt(plain, key)).toBe(cryptoJs);
      expect(desDecrypt(cryptoJs, key)).toBe(plain);
    }
  });

  it('throws for cipher text that is not Base64 whole blocks or does not decode to UTF-8', () => {
    expect(() => desDecrypt('not base64!', LOGIN_KEY)).toThrow();
    expect(() => desDecrypt('', LOGIN_KEY)).toThrow();
    expect(() => desDecrypt('AAAA', LOGIN_KEY)).toThrow();
    expect(() => desDecrypt(LOGIN_CIPHER, 'WrongKey')).toThrow();
  });
});

describe('RSA key wrap', () => {
  it('uses 2 bytes per 16-bit digit of the modulus, less one digit', () => {
    expect(rsaChunkSize(BigInt(`0x${TEST_N}`))).toBe(14);
    expect(rsaChunkSize(2n ** 1023n + 1n)).toBe(126);
  });

  it('matches the fixed vector for the reversed key', () => {
    expect(wrapSessionKey(LOGIN_KEY, TEST_N)).toBe(WRAPPED_KEY);
    expect(rsaEncryptedString([...LOGIN_KEY].reverse().join(''), TEST_N)).toBe(WRAPPED_KEY);
  });

  it('unwraps with the private exponent back to the reversed key', () => {
    const reversed = unwrapBlocks(wrapSessionKey(LOGIN_KEY, TEST_N), BigInt(`0x${TEST_N}`), TEST_D);
    expect([...reversed].reverse().join('')).toBe(LOGIN_KEY);
  });

  it('writes every block as whole 4-digit groups of lower-case hex', () => {
    for (const block of wrapSessionKey(randomSessionKey(), TEST_N).split(' '))
      expect(block).toMatch(/^([0-9a-f]{4})+$/);
  });

  it('refuses a modulus that is not hex and text it cannot pack', () => {
    expect(() => rsaEncryptedString('abc', 'xyz')).toThrow(/hex/);
    expect(() => rsaEncryptedString('ab€', TEST_N)).toThrow(/single-byte/);
  });
});

describe('session key', () => {
  it('is 16 letters and digits, fresh each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => randomSessionKey()));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(k).toMatch(/^[0-9A-Za-z]{16}$/);
  });
});

describe('encoded payload', () => {
  it('carries the DES body, the wrapped key, the digest and the modulus', () => {
    const encoded = encodePayload(
      { username: 'player00', password: 'Demo1234' },
      TEST_N,
      LOGIN_KEY,
    );
    expect(encoded.body.value).toBe(LOGIN_CIPHER);
    expect(encoded.headers).toEqual({
      Encryption: WRAPPED_KEY,
      'X-Digest': LOGIN_CIPHER,
      'X-RSA': TEST_N,
    });
  });

  it('uses a different key, so a different body, for each request', () => {
    const a = encodePayload({ a: 1 }, TEST_N);
    const b = encodePayload({ a: 1 }, TEST_N);
    expect(a.body.value).not.toBe(b.body.value);
  });
});

describe('customer-service path', () => {
  it('decodes the fixed vector: the last 8 characters are the key', () => {
    expect(decodeServicePath('8/zu7nFxK1a7Mm+mshTpA9VBK/MHTE2Lz7eplpyFfl8=Kf7Qp2Zx')).toBe(
      'https://wa.me/639171234567',
    );
  });

  it('gives null for a path that does not decode', () => {
    expect(decodeServicePath('https://example.com/chat')).toBeNull();
    expect(decodeServicePath('short')).toBeNull();
    expect(decodeServicePath('raIixENUqYo=Ab3dEf6h')).toBeNull();
  });
});
