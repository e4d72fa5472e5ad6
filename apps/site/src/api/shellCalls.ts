import type { CallDef } from '@playdeck/contract';
import type { CallRef } from './callRef';

/** Every visitor's start-up calls (status, announcements, promotions, help centre). */
const visitorDefs = () => import('./shellCallDefs');
/** The start-up calls that need a session, in a chunk of their own. */
export const memberDefs = () => import('./memberCallDefs');

function ref<D extends Record<K, CallDef>, K extends keyof D & string>(
  defs: () => Promise<D>,
  name: K,
  token: D[K]['token'],
): CallRef<D[K]> {
  return { id: name, token, load: () => defs().then((loaded) => loaded[name]) };
}

/**
 * The calls the frame and home make before anything else has loaded, as references: their
 * definitions and the API client arrive next to the first render. Each reference's id and token
 * mode match its definition (shellCalls.test.ts); the calls that need a session come from their
 * own chunk, so a visitor loads no schema of a call it cannot make.
 */
export const shellCalls = {
  systemStatus: ref(visitorDefs, 'systemStatus', false),
  announcements: ref(visitorDefs, 'announcements', 'optional'),
  availablePromotions: ref(visitorDefs, 'availablePromotions', false),
  helpCenter: ref(visitorDefs, 'helpCenter', false),
  memberInfo: ref(memberDefs, 'memberInfo', true),
  walletBalance: ref(memberDefs, 'walletBalance', true),
  rankProgress: ref(memberDefs, 'rankProgress', true),
  contractIndicators: ref(memberDefs, 'contractIndicators', true),
  renewSession: ref(memberDefs, 'renewSession', true),
  inboxUnreadCount: ref(memberDefs, 'inboxUnreadCount', true),
  chatUnreadCount: ref(memberDefs, 'chatUnreadCount', true),
} as const;
