// The calls the frame and home make at start, loaded with the API client after the first render
// (see shellCalls.ts). Only re-exports: the bundle keeps just these definitions in this chunk.
export {
  announcements,
  availablePromotions,
  contractIndicators,
  helpCenter,
  memberInfo,
  rankProgress,
  systemStatus,
  walletBalance,
} from '@playdeck/contract';
