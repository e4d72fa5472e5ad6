import type * as z from 'zod/mini';
import type { CallDef, RequestOf, ResponseOf } from './call';
import { envelopeSchema } from './envelope';
import { ApiError, NetworkError, SchemaError } from './errors';
import { rsaKey } from './calls/rsaKey';
import { isCredentialParam, languageHeader, realUaHeader } from './sessionLoss';

export interface ClientConfig {
  /** Origin of the operator API; '' means same origin. */
  baseUrl: string;
  /** The brand's merchant code, sent once as `Merchant` on every call. */
  merchant: string;
  /**
   * The stored language; the `Language` header is made from it by the platform's rule
   * ({@link languageHeader}: upper case, `cn` variants to `CN`, `EN` when none).
   */
  language?: () => string | null | undefined;
  /** The raw session token (no `Bearer`), sent as `Authorization` on token calls. */
  token?: () => string | null | undefined;
  /**
   * Called when an answer ends the session, in any of the platform's forms (HTTP 401,
   * `message: "CUSTOMER_NOT_LOGIN"`, a session error code): the app drops its session and tells
   * the player to log in. The call still fails with the {@link ApiError} (its `sessionLost` set).
   */
  onSessionLost?: (error: ApiError, def: CallDef) => void;
  /**
   * `Device` header; the site returns `OTHERS` when it runs as a standalone iOS web app
   * (accounts spec §7) and nothing otherwise.
   */
  device?: () => string | null | undefined;
  /** The user agent sent Base64-encoded as `X-Real-UA`; default `navigator.userAgent`. */
  userAgent?: () => string | null | undefined;
  fetch?: typeof fetch;
  /** Per attempt; default 15 s. */
  timeoutMs?: number;
  /**
   * Waits before the retries of a GET that got no platform answer (no connection, a time-out, or
   * an HTTP 5xx without the platform's envelope, as a proxy sends); default 300 and 900 ms.
   */
  retryDelaysMs?: readonly number[];
  /** Injected in tests to run retries without waiting. */
  sleep?: (ms: number) => Promise<void>;
  /** Cookies (the captcha is bound to a `captchaId` cookie): default `same-origin`. */
  credentials?: RequestCredentials;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export const GATEWAY_VERSION = '3';
export const DEFAULT_RETRY_DELAYS_MS = [300, 900] as const;

function firstIssuePath(error: z.core.$ZodError): { field: string; detail: string } {
  const issue = error.issues[0];
  return {
    field: issue && issue.path.length ? issue.path.join('.') : '(root)',
    detail: issue?.message ?? 'invalid',
  };
}

function compact(params: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof params !== 'object' || params === null) return out;
  for (const [k, v] of Object.entries(params as Record<string, unknown>))
    if (v !== undefined && v !== null) out[k] = v;
  return out;
}

function asText(v: unknown): string {
  return Array.isArray(v) ? v.map(String).join(',') : String(v);
}

/** The platform's refusal in its envelope, as an error. */
function refusalOf(env: z.output<typeof envelopeSchema>, status: number): ApiError {
  return new ApiError(env.errorCode ?? `http.${status}`, status, env.message, env.value ?? null);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const defaultUserAgent = () =>
  typeof navigator === 'undefined' ? undefined : (navigator as { userAgent?: string }).userAgent;

/** A failure the client may retry (a GET only): there was no answer from the platform. */
class Retryable extends Error {
  constructor(readonly failure: Error) {
    super(failure.message);
  }
}

/** The request the client sends for a call. */
interface BuiltRequest {
  url: string;
  init: RequestInit & { method: string; headers: Record<string, string> };
}

/**
 * The typed client of the operator API, speaking the platform's mobile client's protocol
 * (api-contract §8). Every answer is checked against the call's schema: refusals raise
 * {@link ApiError} (errorCode + HTTP status; `sessionLost` when the session is over), answers that
 * break the contract raise {@link SchemaError} naming the field, no answer raises
 * {@link NetworkError}. Only GETs are retried, and only when the platform did not answer;
 * POST, PUT, DELETE and calls marked `noRetry` (launches) never are.
 */
export function createClient(config: ClientConfig) {
  const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis);
  const delays = config.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const sleep = config.sleep ?? wait;
  let realUa: { from: string; header: string } | undefined;

  function userAgentHeader(): string | undefined {
    const ua = (config.userAgent ?? defaultUserAgent)();
    if (!ua) return undefined;
    if (realUa?.from !== ua) realUa = { from: ua, header: realUaHeader(ua) };
    return realUa.header;
  }

  function baseHeaders(def: CallDef, input: Record<string, unknown>): Record<string, string> {
    const headers: Record<string, string> = {
      Merchant: config.merchant,
      'X-Gateway-Version': GATEWAY_VERSION,
      Language: languageHeader(config.language?.()),
    };
    const ua = userAgentHeader();
    if (ua) headers['X-Real-UA'] = ua;
    const moduleId = def.moduleIdOf?.(input) ?? def.moduleId;
    if (moduleId) headers.ModuleId = moduleId;
    const device = config.device?.();
    if (device) headers.Device = device;
    const token = config.token?.();
    if (def.token && token) headers.Authorization = token;
    return headers;
  }

  /** A refusal: tells the app when it ends the session, then is thrown (or retried). */
  function refusal(def: CallDef, error: ApiError): ApiError {
    if (error.sessionLost) config.onSessionLost?.(error, def);
    return error;
  }

  async function attempt(
    def: CallDef,
    url: string,
    init: RequestInit,
    signal: AbortSignal | undefined,
  ): Promise<unknown> {
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort);
    const timer = setTimeout(() => controller.abort(), config.timeoutMs ?? 15_000);
    let res: Response;
    try {
      res = await doFetch(url, {
        ...init,
        signal: controller.signal,
        credentials: config.credentials ?? 'same-origin',
      });
    } catch (e) {
      if (signal?.aborted) throw new NetworkError(`${def.id}: cancelled`);
      const timedOut = controller.signal.aborted;
      throw new Retryable(
        new NetworkError(timedOut ? `${def.id}: timed out` : `${def.id}: ${String(e)}`, timedOut),
      );
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }

    if (def.text && res.ok) {
      const text = await res.text();
      const value = def.response.safeParse(text);
      if (!value.success) {
        const { detail } = firstIssuePath(value.error);
        throw new SchemaError(def.id, '(body)', detail);
      }
      return value.data;
    }

    let json: unknown;
    let isJson = true;
    try {
      json = await res.json();
    } catch {
      isJson = false;
    }
    const env = isJson ? envelopeSchema.safeParse(json) : undefined;

    if (!res.ok) {
      // The platform's refusal ({errorCode} in its envelope) is its answer; anything else (a
      // proxy's page, no body) at 5xx means the platform was not reached and a GET may retry.
      if (env?.success) throw refusal(def, refusalOf(env.data, res.status));
      const error = refusal(def, new ApiError(`http.${res.status}`, res.status));
      throw res.status >= 500 ? new Retryable(error) : error;
    }
    if (!isJson) throw new SchemaError(def.id, '(body)', 'not JSON');

    let value: unknown = json;
    let prefix = '';
    if (!def.bare) {
      if (!env?.success) {
        const { field, detail } = env ? firstIssuePath(env.error) : { field: '(body)', detail: '' };
        throw new SchemaError(def.id, field, detail);
      }
      if (!env.data.success) throw refusal(def, refusalOf(env.data, res.status));
      value = env.data.value;
      prefix = 'value.';
    }
    const parsed = def.response.safeParse(value);
    if (!parsed.success) {
      const { field, detail } = firstIssuePath(parsed.error);
      throw new SchemaError(def.id, `${prefix}${field}`, detail);
    }
    return parsed.data;
  }

  /**
   * The request of a call as the platform's client sends it: GET parameters in the query string,
   * POST and PUT bodies as JSON (or a form where the platform posts one), DELETE parameters as a
   * JSON body; `Content-Type` on POST, PUT and DELETE; never a `token` or `authorization` query
   * parameter. Encrypted calls fetch the RSA key first.
   */
  async function build(
    def: CallDef,
    input: Record<string, unknown>,
    options: CallOptions,
  ): Promise<BuiltRequest> {
    const headers = baseHeaders(def, input);
    let url = `${config.baseUrl}${def.path}`;
    let body: string | undefined;
    if (def.encrypted || def.keyHeader) {
      // The DES + RSA codec (crypto-js) loads with the first call that needs it, not with the page.
      const [modulus, { encodePayload, encryptionHeader }] = await Promise.all([
        call(rsaKey, { _: Date.now() }, options),
        import('./codec'),
      ]);
      if (def.encrypted) {
        const encoded = encodePayload(input, modulus);
        Object.assign(headers, encoded.headers);
        body = JSON.stringify(encoded.body);
      } else {
        headers.Encryption = encryptionHeader(modulus);
      }
    }
    const fields = Object.entries(input).filter(([k]) => !isCredentialParam(k));
    if (def.method === 'GET') {
      const qs = new URLSearchParams();
      for (const [k, v] of fields) qs.set(k, asText(v));
      const s = qs.toString();
      if (s) url += `?${s}`;
      if (def === (rsaKey as CallDef)) headers['Cache-Control'] = 'no-cache';
    } else if (body === undefined && def.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      const form = new URLSearchParams();
      for (const [k, v] of fields) form.set(k, asText(v));
      body = form.toString();
    } else {
      headers['Content-Type'] = 'application/json;charset=UTF-8';
      // A DELETE without parameters (logout) has an empty body.
      if (body === undefined && (def.method !== 'DELETE' || fields.length))
        body = JSON.stringify(Object.fromEntries(fields));
    }
    return { url, init: { method: def.method, headers, body } };
  }

  function checkedInput(def: CallDef, params: unknown): Record<string, unknown> {
    const input = compact(params);
    // Catch a malformed request here, with the field named, before it costs a round trip.
    const checked = def.request.safeParse(input);
    if (!checked.success) {
      const { field, detail } = firstIssuePath(checked.error);
      throw new SchemaError(def.id, `params.${field}`, detail);
    }
    return input;
  }

  async function call<C extends CallDef>(
    def: C,
    params?: RequestOf<C>,
    options: CallOptions = {},
  ): Promise<ResponseOf<C>> {
    const { url, init } = await build(def, checkedInput(def, params), options);
    const retries = def.method === 'GET' && !def.noRetry ? delays.length : 0;
    for (let i = 0; ; i++) {
      try {
        return (await attempt(def, url, init, options.signal)) as ResponseOf<C>;
      } catch (e) {
        if (!(e instanceof Retryable)) throw e;
        if (i >= retries || options.signal?.aborted) throw e.failure;
        await sleep(delays[i] ?? 0);
      }
    }
  }

  return { call };
}

export type ApiClient = ReturnType<typeof createClient>;
