import type { HttpMethod, TokenMode } from '../call';

/** Where a call's parameters travel on the platform. */
export type Placement =
  /** In the query string (GET). */
  | 'query'
  /** A JSON body (POST, PUT, and DELETE: api-contract §8 #4). */
  | 'json'
  /** A form-urlencoded body. */
  | 'form'
  /** `{value: <DES Base64>}` with `Encryption`, `X-Digest` and `X-RSA` (§3, §8 #13). */
  | 'encrypted'
  /** No body (logout). */
  | 'none';

/**
 * One call as the platform is known to make and answer it, written from api-contract §3-§8 and
 * the specs (not taken from the contract's own table): the conformance suite checks the contract
 * and its client against it, and docs/api.md's call table is printed from it.
 */
export interface PlatformCall {
  method: HttpMethod;
  path: string;
  /** The `ModuleId` header, when the call sends one (for `params`, and any request not below). */
  moduleId?: string;
  /**
   * Requests whose module id depends on their parameters (the contract's `moduleIdOf`): each a
   * request as the site makes it, with the module id the platform takes it under.
   */
  moduleIdFor?: readonly { when: string; params: Record<string, unknown>; moduleId: string }[];
  token: TokenMode;
  sends: Placement;
  /** Never sent twice by the client: sending it has an effect (a launch, §8 #12). */
  noRetry?: boolean;
  /** An `Encryption` header without an encrypted body (free play). */
  keyHeader?: boolean;
  /** The answer has no `{success, value}` envelope (`/lgw/`, §8 #6). */
  bare?: boolean;
  /** The answer is plain text (the RSA key). */
  text?: boolean;
  /**
   * What is known of the platform's answer, with api-contract's confidence: H (the platform's own
   * code; §8 is H throughout), M, L, "spec" (named by the specs), or "not public" (this
   * contract's own path or shape: an operator's API must answer it as documented).
   */
  known: string;
  /** A rule of what the site requires that the schema facts alone do not show. */
  note?: string;
  /** A request as the site makes it. */
  params: Record<string, unknown>;
  /** Answers shaped as the platform sends them (the `value`, or the body of a bare call). */
  platform?: readonly unknown[];
  /** Only the fields the spec or §8 names; where they name none, only what the site needs. */
  minimal: unknown;
}
