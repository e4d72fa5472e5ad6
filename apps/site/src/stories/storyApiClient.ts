import { ApiError, type ApiClient, type CallDef, type ResponseOf } from '@playdeck/contract';

/**
 * The API client of the page stories: Storybook's Vite config puts this module in place of
 * `api/client.ts` (.storybook/main.ts), so a page in Storybook never reaches a network. A page's
 * data is what its story seeded into the query cache; any other call is refused here with an
 * `ApiError` the page handles as it handles a refusal (its error or empty state, or a toast after
 * a tap), and is noted so the story can say which call its demo data is missing.
 */

/** A call a page made that its story had not seeded. */
export interface RefusedCall {
  id: string;
  params: unknown;
}

let refused: RefusedCall[] = [];

/** The calls refused since the last call (and forgets them). */
export function takeRefusedCalls(): RefusedCall[] {
  const taken = refused;
  refused = [];
  return taken;
}

/** What a designer reads in the toast when a tap asks the server for something. */
export const STORY_REFUSAL =
  'Storybook sends nothing: this page shows demo data only (run the site to try it).';

function call<C extends CallDef>(def: C, params?: unknown): Promise<ResponseOf<C>> {
  refused.push({ id: def.id, params });
  return Promise.reject(new ApiError('storybook.no.server', 200, STORY_REFUSAL));
}

export const api: ApiClient = { call };
