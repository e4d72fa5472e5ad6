import type { CallName } from '../calls';
import { systemAndAccountCalls } from './accountCalls';
import { messageAndGameCalls } from './gameCalls';
import { memberCalls } from './memberCalls';
import type { PlatformCall } from './types';

/** Every call of the contract as the platform makes and answers it. */
export const platformCalls: Record<CallName, PlatformCall> = {
  ...systemAndAccountCalls,
  ...messageAndGameCalls,
  ...memberCalls,
};
