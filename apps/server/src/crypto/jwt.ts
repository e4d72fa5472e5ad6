import {
  createHmac,
  createPublicKey,
  createSign,
  createVerify,
  timingSafeEqual,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';

/**
 * Compact JSON Web Tokens (RFC 7519) as the demo identity provider and verifier issue them and
 * the operator API checks them: HS256 (a secret both sides hold, OpenID Connect's client-secret
 * signing) and RS256 (a key pair; the checker reads the public half from a JWKS document).
 */

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export type JwtClaims = Record<string, unknown>;

export interface DecodedJwt {
  header: { alg?: unknown; kid?: unknown; typ?: unknown };
  claims: JwtClaims;
  signingInput: string;
  signature: Buffer;
}

export function signJwt(
  claims: JwtClaims,
  key: { alg: 'HS256'; secret: string } | { alg: 'RS256'; privateKey: KeyObject; kid: string },
): string {
  const header =
    key.alg === 'HS256' ? { alg: 'HS256', typ: 'JWT' } : { alg: 'RS256', typ: 'JWT', kid: key.kid };
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(claims))}`;
  const signature =
    key.alg === 'HS256'
      ? createHmac('sha256', key.secret).update(input).digest()
      : createSign('RSA-SHA256').update(input).sign(key.privateKey);
  return `${input}.${b64url(signature)}`;
}

/** The parts of a token, or null when it is not a well-formed compact JWT. */
export function decodeJwt(token: string): DecodedJwt | null {
  if (token.length > 8192) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[\w-]*$/.test(p))) return null;
  const [head, body, sig] = parts as [string, string, string];
  try {
    const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as unknown;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
    if (typeof header !== 'object' || header === null || Array.isArray(header)) return null;
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
    return {
      header: header as DecodedJwt['header'],
      claims: claims as JwtClaims,
      signingInput: `${head}.${body}`,
      signature: Buffer.from(sig, 'base64url'),
    };
  } catch {
    return null;
  }
}

export function hs256Valid(jwt: DecodedJwt, secret: string): boolean {
  if (jwt.header.alg !== 'HS256') return false;
  const expected = createHmac('sha256', secret).update(jwt.signingInput).digest();
  return expected.length === jwt.signature.length && timingSafeEqual(expected, jwt.signature);
}

/** RS256 against the key of a JWKS document whose `kid` the token names. */
export function rs256Valid(jwt: DecodedJwt, keys: readonly JsonWebKey[]): boolean {
  if (jwt.header.alg !== 'RS256' || typeof jwt.header.kid !== 'string') return false;
  const jwk = keys.find((k) => k.kid === jwt.header.kid && k.kty === 'RSA');
  if (!jwk) return false;
  try {
    const key = createPublicKey({ key: jwk, format: 'jwk' });
    return createVerify('RSA-SHA256').update(jwt.signingInput).verify(key, jwt.signature);
  } catch {
    return false;
  }
}

/**
 * The time claims: `exp` in the future and `iat` not in it (60 s of clock skew allowed), in
 * seconds since the epoch as RFC 7519 writes them.
 */
export function timeClaimsValid(claims: JwtClaims, nowMs: number): boolean {
  const now = nowMs / 1000;
  const { exp, iat } = claims;
  return (
    typeof exp === 'number' &&
    exp > now - 60 &&
    (iat === undefined || (typeof iat === 'number' && iat <= now + 60))
  );
}

/** Whether `aud` (a string or a list) names this audience. */
export function audienceIncludes(claims: JwtClaims, audience: string): boolean {
  const aud = claims.aud;
  return aud === audience || (Array.isArray(aud) && aud.includes(audience));
}
