import type { z } from 'zod';
import type { CallDef, RequestOf, ResponseOf } from './call';
import { envelopeSchema } from './envelope';
import { ApiError, NetworkError, SchemaError } from './errors';
import { calls, type Calls } from './calls';

export interface ClientConfig {
  /** Origin of the operator API; '' means same origin. */
  baseUrl: string;
  merchant: string;
  language?: () => string;
  token?: () => string | null | undefined;
  /** Called on HTTP 401 so the app can drop its session. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const GATEWAY_VERSION = '3';

function firstIssuePath(error: z.ZodError): { field: string; detail: string } {
  const issue = error.issues[0];
  return {
    field: issue && issue.path.length ? issue.path.join('.') : '(root)',
    detail: issue?.message ?? 'invalid',
  };
}

export function createClient(config: ClientConfig) {
  const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis);

  async function call<C extends CallDef>(def: C, params?: RequestOf<C>): Promise<ResponseOf<C>> {
    const headers: Record<string, string> = {
      Merchant: config.merchant,
      'X-Gateway-Version': GATEWAY_VERSION,
      Language: config.language?.() ?? 'TY',
    };
    if (def.moduleId) headers.ModuleId = def.moduleId;
    const token = config.token?.();
    if (def.token && token) headers.Authorization = token;

    let url = `${config.baseUrl}${def.path}`;
    let body: string | undefined;
    if (def.method === 'GET' || def.method === 'DELETE') {
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries((params ?? {}) as Record<string, unknown>)) {
        if (v !== undefined && v !== null) qs.set(k, String(v));
      }
      const s = qs.toString();
      if (s) url += `?${s}`;
    } else {
      headers['Content-Type'] = 'application/json;charset=UTF-8';
      body = JSON.stringify(params ?? {});
    }

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), config.timeoutMs ?? 15_000);
    let res: Response;
    try {
      res = await doFetch(url, { method: def.method, headers, body, signal: controller.signal });
    } catch (e) {
      const timedOut = controller.signal.aborted;
      throw new NetworkError(
        timedOut ? `${def.id}: timed out` : `${def.id}: ${String(e)}`,
        timedOut,
      );
    } finally {
      clearTimeout(timer);
    }

    let json: unknown;
    try {
      json = await res.json();
    } catch {
      if (res.status === 401) config.onUnauthorized?.();
      throw res.ok
        ? new SchemaError(def.id, '(body)', 'not JSON')
        : new ApiError(`http.${res.status}`, res.status);
    }
    const env = envelopeSchema.safeParse(json);
    if (!env.success) {
      const { field, detail } = firstIssuePath(env.error);
      throw new SchemaError(def.id, field, detail);
    }
    if (res.status === 401) config.onUnauthorized?.();
    if (!res.ok || !env.data.success) {
      throw new ApiError(
        env.data.errorCode ?? `http.${res.status}`,
        res.status,
        env.data.message,
        env.data.value ?? null,
      );
    }
    const value = def.response.safeParse(env.data.value);
    if (!value.success) {
      const { field, detail } = firstIssuePath(value.error);
      throw new SchemaError(def.id, `value.${field}`, detail);
    }
    return value.data as ResponseOf<C>;
  }

  return { call };
}

export type ApiClient = ReturnType<typeof createClient>;

/** One typed function per call of the table. */
export type Api = {
  [K in keyof Calls]: (params: RequestOf<Calls[K]>) => Promise<ResponseOf<Calls[K]>>;
};

/**
 * The whole call table as functions: `api.login({...})`. Handy in tests and tools; the site imports
 * call definitions per feature and uses `client.call(def, params)` so each route chunk carries only
 * the schemas it needs.
 */
export function createApi(client: ApiClient): Api {
  return Object.fromEntries(
    Object.entries(calls).map(([name, def]) => [
      name,
      (params: unknown) => client.call(def, params as never),
    ]),
  ) as Api;
}
