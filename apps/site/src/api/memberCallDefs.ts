// The start-up calls that need a session (see shellCalls.ts): loaded with the first of them, or
// beside the first render when the page opens signed in (main.tsx), never for a visitor.
export {
  chatUnreadCount,
  contractIndicators,
  inboxUnreadCount,
  memberInfo,
  rankProgress,
  renewSession,
  walletBalance,
} from '@playdeck/contract';
