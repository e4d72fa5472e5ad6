import type { CallDef, RequestOf, ResponseOf } from './call';
import type { ApiClient } from './client';
import { calls, type Calls } from './calls';

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
      (params: unknown) => client.call(def as CallDef, params as never),
    ]),
  ) as Api;
}
