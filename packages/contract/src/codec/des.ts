import CryptoJS from 'crypto-js/core.js';
import 'crypto-js/enc-base64.js';
import 'crypto-js/tripledes.js';
import 'crypto-js/mode-ecb.js';

/**
 * The platform's body cipher: crypto-js single DES, ECB, PKCS#7, Base64 output, the key taken as
 * the raw UTF-8 string (only its first 8 bytes count). Compatibility with the platform, not
 * security: DES-ECB protects nothing that TLS does not already protect.
 */
export function desEncrypt(plainText: string, key: string): string {
  return CryptoJS.DES.encrypt(plainText, CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
}

/** Inverse of {@link desEncrypt}; throws when the cipher text or key does not decode to UTF-8. */
export function desDecrypt(cipherBase64: string, key: string): string {
  const words = CryptoJS.DES.decrypt(
    CryptoJS.lib.CipherParams.create({ ciphertext: CryptoJS.enc.Base64.parse(cipherBase64) }),
    CryptoJS.enc.Utf8.parse(key),
    { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 },
  );
  if (words.sigBytes < 0) throw new Error('cipher text does not decrypt with this key');
  return words.toString(CryptoJS.enc.Utf8);
}
