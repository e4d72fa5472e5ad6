export { desDecrypt, desEncrypt } from './des';
export { rsaChunkSize, rsaEncryptedString } from './rsa';
export { randomSessionKey } from './sessionKey';
export { encodePayload, encryptionHeader, wrapSessionKey, type EncodedPayload } from './payload';
export { decodeServicePath } from './servicePath';
