import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `true`: a session is required; `'optional'`: used when present; `false`: never sent. */
export type TokenMode = boolean | 'optional';

/** One row of the call table: everything both the client and the server need to agree on. */
export interface CallDef<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
  T extends TokenMode = TokenMode,
> {
  id: string;
  method: HttpMethod;
  path: string;
  /** Sent as the `ModuleId` header. */
  moduleId?: string;
  /**
   * The module id for these parameters, where it depends on them (announcements of type A, the
   * agents' own, belong to AGEANNOUNCE3); `moduleId` otherwise.
   */
  moduleIdOf?: (params: Readonly<Record<string, unknown>>) => string | undefined;
  /**
   * `true`: needs `Authorization` with the raw session token (401 `login.not.session` without).
   * `'optional'`: the token is sent when there is one and personalises the answer (read state,
   * favourites); without one, or with a stale one, the server answers as to a visitor.
   */
  token: T;
  /** Body goes through the platform's DES + RSA payload codec (`{value}` + `Encryption`). */
  encrypted: boolean;
  /** Only the `Encryption` header (RSA of a random key), no encrypted body: free play. */
  keyHeader?: boolean;
  /** Body sent form-urlencoded instead of JSON (forgot password by e-mail, head icon). */
  form?: boolean;
  /** The answer is plain text, not the JSON envelope (the RSA key). */
  text?: boolean;
  /**
   * The answer is the value itself, with no `{success, value}` envelope: the platform's `/lgw/`
   * (lottery) answers (api-contract §8 #6). A refusal is then only an HTTP error status.
   */
  bare?: boolean;
  /**
   * Never repeated by the client, even as a GET: sending it twice has an effect (a launch starts
   * a game; the platform refuses launches with HTTP 500 `#727`/`#734`, api-contract §8 #12).
   */
  noRetry?: boolean;
  request: Req;
  response: Res;
}

export function defineCall<
  Req extends z.ZodMiniType,
  Res extends z.ZodMiniType,
  const T extends TokenMode,
>(def: CallDef<Req, Res, T>): CallDef<Req, Res, T> {
  return def;
}

export type RequestOf<C> =
  C extends CallDef<infer Req, z.ZodMiniType, TokenMode> ? z.input<Req> : never;
export type ResponseOf<C> =
  C extends CallDef<z.ZodMiniType, infer Res, TokenMode> ? z.output<Res> : never;
