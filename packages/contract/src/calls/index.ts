import { systemCalls } from './system';
import { accountCalls } from './account';
import { messageCalls } from './messages';
import { gameCalls } from './games';
import { promotionCalls } from './promotions';
import { walletCalls } from './wallet';
import { agentCalls } from './agent';
import { mallCalls } from './mall';
import { lotteryCalls } from './lottery';

/**
 * The call table: every call the site makes, by name (the server mounts it, tests walk it). One
 * folder per area and one module per call, so a page's chunk carries only the calls it makes: a
 * bundler never splits a module between chunks.
 */
export const calls = {
  ...systemCalls,
  ...accountCalls,
  ...messageCalls,
  ...gameCalls,
  ...promotionCalls,
  ...walletCalls,
  ...agentCalls,
  ...mallCalls,
  ...lotteryCalls,
} as const;
export type Calls = typeof calls;
export type CallName = keyof Calls;
