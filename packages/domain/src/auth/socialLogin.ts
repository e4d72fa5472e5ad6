import { isFlagOn, type WhitelabelFlags } from '../shell/whitelabel';
import { AuthFlag } from './loginOptions';

/**
 * Social login (spec 1 §2, FACEBOOKLOGIN3 / GOOGLELOGIN3) as an OAuth 2.0 authorisation-code flow
 * with PKCE (RFC 6749 §4.1, RFC 7636), OpenID Connect where the provider speaks it. The site sends
 * the player to the provider with a fresh `state`, `nonce` and code challenge, keeps the verifier
 * in the tab, and hands the code the provider returns to the operator API's login call, which
 * exchanges it. These are the flow's rules as plain functions; the site keeps the tab's state.
 */

export type SocialProvider = 'google' | 'facebook';

/** A started sign-in is good for 10 minutes (providers' codes live shorter still). */
export const SOCIAL_SIGN_IN_TTL_MS = 10 * 60 * 1000;

const PROVIDER_FLAGS: readonly (readonly [SocialProvider, string])[] = [
  ['google', AuthFlag.GoogleLogin],
  ['facebook', AuthFlag.FacebookLogin],
];

/**
 * The social login icons to show (spec 1 §2): a provider shows only when its flag is on and the
 * deployment configured it (its initialisation is available). In the flags' order: Google, then
 * Facebook.
 */
export function socialLoginProviders(
  flags: WhitelabelFlags,
  configured: readonly { provider: string }[],
): SocialProvider[] {
  return PROVIDER_FLAGS.filter(
    ([provider, flag]) => isFlagOn(flags, flag) && configured.some((c) => c.provider === provider),
  ).map(([provider]) => provider);
}

/**
 * Whether the operator has social login on at all (either flag), before the deployment's
 * providers are known: the login and registration screens keep the icons' row for it.
 */
export function socialLoginExpected(flags: WhitelabelFlags): boolean {
  return PROVIDER_FLAGS.some(([, flag]) => isFlagOn(flags, flag));
}

/** Base64url without padding (RFC 4648 §5), as PKCE and OAuth values are written. */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A random value for `state`, `nonce` or the PKCE code verifier: 32 random bytes as base64url
 * (43 characters, 256 bits), from the caller's secure random source.
 */
export function randomToken(random: (bytes: Uint8Array) => Uint8Array): string {
  return base64Url(random(new Uint8Array(32)));
}

/** The S256 code challenge of a verifier: base64url(SHA-256(verifier)) (RFC 7636 §4.2). */
export async function pkceChallenge(
  verifier: string,
  sha256: (data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer | Uint8Array>,
): Promise<string> {
  const digest = await sha256(new TextEncoder().encode(verifier));
  return base64Url(digest instanceof Uint8Array ? digest : new Uint8Array(digest));
}

/** What the site asks the provider for: the authorisation request of RFC 6749 §4.1.1 + PKCE. */
export function authorizationUrl(
  provider: { authorizationEndpoint: string; clientId: string; scope: string },
  request: {
    redirectUri: string;
    state: string;
    nonce: string;
    codeChallenge: string;
    /** The site's origin: a configured endpoint may be a path on this site (the demo provider). */
    origin: string;
  },
): string {
  const url = new URL(provider.authorizationEndpoint, request.origin);
  const query = url.searchParams;
  query.set('response_type', 'code');
  query.set('client_id', provider.clientId);
  query.set('redirect_uri', request.redirectUri);
  query.set('scope', provider.scope);
  query.set('state', request.state);
  query.set('nonce', request.nonce);
  query.set('code_challenge', request.codeChallenge);
  query.set('code_challenge_method', 'S256');
  return url.toString();
}

/** A sign-in the site started and keeps in the tab until the provider returns. */
export interface PendingSocialSignIn {
  provider: SocialProvider;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  startedAt: number;
  /** The screen to go to after signing in (a site path, see afterLoginTarget). */
  from: string | null;
  /** The registration link's codes, for an identity that becomes a new member. */
  affiliateCode?: string | null;
  referralCode?: string | null;
  domain?: string | null;
}

export type SocialReturn =
  | { kind: 'code'; code: string; pending: PendingSocialSignIn }
  | { kind: 'cancelled'; pending: PendingSocialSignIn }
  /** The provider said no for another reason (its `error`), or answered nothing usable. */
  | { kind: 'failed'; pending: PendingSocialSignIn | null }
  /** No sign-in of this tab matches (another tab's, replayed, forged, or too old). */
  | { kind: 'unexpected' };

/**
 * Reads the provider's answer on the return address (RFC 6749 §4.1.2, §4.1.2.1) against the
 * sign-in this tab started: the `state` must be the one sent, and the sign-in no older than
 * {@link SOCIAL_SIGN_IN_TTL_MS}. `access_denied` is the player cancelling.
 */
export function readSocialReturn(
  search: string,
  pending: PendingSocialSignIn | null,
  now: number,
): SocialReturn {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const state = q.get('state');
  if (
    !pending ||
    !state ||
    state !== pending.state ||
    now - pending.startedAt > SOCIAL_SIGN_IN_TTL_MS ||
    now < pending.startedAt
  )
    return { kind: 'unexpected' };
  const error = q.get('error');
  if (error === 'access_denied') return { kind: 'cancelled', pending };
  const code = q.get('code');
  if (error || !code || code.length > 2048) return { kind: 'failed', pending };
  return { kind: 'code', code, pending };
}

/** One stored pending sign-in, or null when it is not of this shape. */
function pendingOf(v: unknown): PendingSocialSignIn | null {
  if (typeof v !== 'object' || v === null) return null;
  const p = v as Partial<PendingSocialSignIn>;
  const text = (x: unknown): x is string => typeof x === 'string' && x.length > 0;
  if (
    (p.provider !== 'google' && p.provider !== 'facebook') ||
    !text(p.state) ||
    !text(p.nonce) ||
    !text(p.codeVerifier) ||
    !text(p.redirectUri) ||
    typeof p.startedAt !== 'number'
  )
    return null;
  return {
    provider: p.provider,
    state: p.state,
    nonce: p.nonce,
    codeVerifier: p.codeVerifier,
    redirectUri: p.redirectUri,
    startedAt: p.startedAt,
    from: text(p.from) ? p.from : null,
    affiliateCode: text(p.affiliateCode) ? p.affiliateCode : null,
    referralCode: text(p.referralCode) ? p.referralCode : null,
    domain: text(p.domain) ? p.domain : null,
  };
}

/** The sign-ins a tab keeps at most (one per provider icon drawn, a few screens' worth). */
export const PENDING_SIGN_INS_MAX = 8;

function readPending(stored: string | null, now: number): PendingSocialSignIn[] {
  if (!stored) return [];
  try {
    const list = JSON.parse(stored) as unknown;
    if (!Array.isArray(list)) return [];
    return list
      .map(pendingOf)
      .filter(
        (p): p is PendingSocialSignIn =>
          !!p && now >= p.startedAt && now - p.startedAt <= SOCIAL_SIGN_IN_TTL_MS,
      );
  } catch {
    return [];
  }
}

/**
 * Adds a sign-in to the tab's list (stored as JSON): each social icon is a real link to its
 * provider, prepared before it is tapped, so the tab keeps one pending sign-in per icon drawn.
 * Expired ones are dropped, and only the newest {@link PENDING_SIGN_INS_MAX} kept.
 */
export function addPendingSignIn(
  stored: string | null,
  pending: PendingSocialSignIn,
  now: number,
): string {
  const list = readPending(stored, now).filter((p) => p.state !== pending.state);
  return JSON.stringify([...list, pending].slice(-PENDING_SIGN_INS_MAX));
}

/**
 * Takes the sign-in a provider's answer names (by its `state`) out of the tab's list: it can be
 * used once. Answers the sign-in (or null) and what to store back.
 */
export function takePendingSignIn(
  stored: string | null,
  state: string | null,
  now: number,
): { pending: PendingSocialSignIn | null; stored: string } {
  const list = readPending(stored, now);
  const pending = (state && list.find((p) => p.state === state)) || null;
  return {
    pending,
    stored: JSON.stringify(list.filter((p) => p !== pending)),
  };
}
