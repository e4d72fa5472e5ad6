import type * as z from 'zod/mini';
import type { CallDef, RequestOf, ResponseOf } from './call';
import { envelopeSchema } from './envelope';
import { ApiError, NetworkError, SchemaError } from './errors';
import { rsaKey } from './calls/rsaKey';

export interface ClientConfig {
  /** Origin of the operator API; '' means same origin. */
  baseUrl: string;
  /** The brand's merchant code, sent once as `Merchant` on every call. */
  merchant: string;
  /** `Language` header, e.g. `TY` or `EN` (default `TY`). */
  language?: () => string;
  /** The raw session token (no `Bearer`), sent as `Authorization` on token calls. */
  token?: () => string | null | undefined;
  /** Called on HTTP 401 so the app can drop its session. */
  onUnauthorized?: () => void;
  /**
   * `Device` header; the site returns `OTHERS` when it runs as a standalone iOS web app
   * (accounts spec §7) and nothing otherwise.
   */
  device?: () => string | null | undefined;
  fetch?: typeof fetch;
  /** Per attempt; default 15 s. */
  timeoutMs?: number;
  /** Waits before the retries of a GET after a network error or a 5xx; default 300 and 900 ms. */
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

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An answer the client may retry: a GET that got no answer or a server error. */
class Retryable extends Error {
  constructor(readonly failure: Error) {
    super(failure.message);
  }
}

/**
 * The typed client of the operator API. Every answer is checked against the call's schema:
 * refusals raise {@link ApiError} (errorCode + HTTP status), answers that break the contract raise
 * {@link SchemaError} naming the field, no answer raises {@link NetworkError}. GETs are retried
 * on network errors and 5xx; POST, PUT and DELETE never are (they may have taken effect).
 */
export function createClient(config: ClientConfig) {
  const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis);
  const delays = config.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const sleep = config.sleep ?? wait;

  function baseHeaders(def: CallDef): Record<string, string> {
    const headers: Record<string, string> = {
      Merchant: config.merchant,
      'X-Gateway-Version': GATEWAY_VERSION,
      Language: config.language?.() ?? 'TY',
    };
    if (def.moduleId) headers.ModuleId = def.moduleId;
    const device = config.device?.();
    if (device) headers.Device = device;
    const token = config.token?.();
    if (def.token && token) headers.Authorization = token;
    return headers;
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

    if (res.status === 401) config.onUnauthorized?.();
    const serverError = (err: Error) => (res.status >= 500 ? new Retryable(err) : err);

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
    try {
      json = await res.json();
    } catch {
      throw res.ok
        ? new SchemaError(def.id, '(body)', 'not JSON')
        : serverError(new ApiError(`http.${res.status}`, res.status));
    }
    const env = envelopeSchema.safeParse(json);
    if (!env.success) {
      if (!res.ok) throw serverError(new ApiError(`http.${res.status}`, res.status));
      const { field, detail } = firstIssuePath(env.error);
      throw new SchemaError(def.id, field, detail);
    }
    if (!res.ok || !env.data.success) {
      throw serverError(
        new ApiError(
          env.data.errorCode ?? `http.${res.status}`,
          res.status,
          env.data.message,
          env.data.value ?? null,
        ),
      );
    }
    const value = def.response.safeParse(env.data.value);
    if (!value.success) {
      const { field, detail } = firstIssuePath(value.error);
      throw new SchemaError(def.id, `value.${field}`, detail);
    }
    return value.data;
  }

  async function call<C extends CallDef>(
    def: C,
    params?: RequestOf<C>,
    options: CallOptions = {},
  ): Promise<ResponseOf<C>> {
    const input = compact(params);
    // Catch a malformed request here, with the field named, before it costs a round trip.
    const checked = def.request.safeParse(input);
    if (!checked.success) {
      const { field, detail } = firstIssuePath(checked.error);
      throw new SchemaError(def.id, `params.${field}`, detail);
    }

    const headers = baseHeaders(def);
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
    if (def.method === 'GET' || def.method === 'DELETE') {
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries(input)) qs.set(k, asText(v));
      const s = qs.toString();
      if (s) url += `?${s}`;
      if (def === (rsaKey as CallDef)) headers['Cache-Control'] = 'no-cache';
    } else if (body === undefined && def.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(input)) form.set(k, asText(v));
      body = form.toString();
    } else {
      headers['Content-Type'] = 'application/json;charset=UTF-8';
      body ??= JSON.stringify(input);
    }

    const init: RequestInit = { method: def.method, headers, body };
    const retries = def.method === 'GET' ? delays.length : 0;
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
