import type { CallRef } from './callRef';

type Defs = typeof import('./shellCallDefs');

function ref<K extends keyof Defs>(name: K, token: Defs[K]['token']): CallRef<Defs[K]> {
  return { id: name, token, load: () => import('./shellCallDefs').then((defs) => defs[name]) };
}

/**
 * The calls the frame and home make before anything else has loaded, as references: their
 * definitions and the API client arrive in one chunk next to the first render. Each reference's id
 * and token mode match its definition (shellCalls.test.ts).
 */
export const shellCalls = {
  systemStatus: ref('systemStatus', false),
  announcements: ref('announcements', 'optional'),
  memberInfo: ref('memberInfo', true),
  walletBalance: ref('walletBalance', true),
  rankProgress: ref('rankProgress', true),
  availablePromotions: ref('availablePromotions', false),
  helpCenter: ref('helpCenter', false),
  contractIndicators: ref('contractIndicators', true),
} as const;
