import type { FastifyInstance } from 'fastify';

/** How long the server waits for another service (identity provider, verifier) to answer. */
export const SERVICE_TIMEOUT_MS = 5000;

/**
 * Where a configured service endpoint is: an http(s) address as given, or a path (`/idp/token`)
 * on this very server, reached over its own listening socket like any other service (the demo
 * identity provider and verifier live here, so the whole flow runs without a network).
 */
export function endpointUrl(app: FastifyInstance, endpoint: string): string {
  if (/^https?:\/\//.test(endpoint)) return endpoint;
  const address = app.server.address();
  if (!address || typeof address === 'string')
    throw new Error('the server is not listening on a TCP port');
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}${endpoint}`;
}

/** The answer of another service: its status and JSON body (null when it was not JSON). */
export interface ServiceAnswer {
  status: number;
  body: unknown;
}

/**
 * Calls another service. A network failure or a timeout answers status 0, so callers treat every
 * way of not getting an answer alike. No cookies or credentials of the player ever go along.
 */
export async function callService(url: string, init: RequestInit): Promise<ServiceAnswer> {
  try {
    const res = await fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS),
    });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      body = null;
    }
    return { status: res.status, body };
  } catch {
    return { status: 0, body: null };
  }
}

/** A form body (`application/x-www-form-urlencoded`), as OAuth token requests are sent. */
export function formBody(fields: Record<string, string | undefined>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.set(k, v);
  return body;
}
