// The calls the frame and home make at start for every visitor, loaded with the API client after
// the first render (see shellCalls.ts). Only re-exports: the bundle keeps just these definitions in
// this chunk. The calls that need a session are in memberCallDefs.ts, so a visitor, who never
// makes them, does not load their schemas.
export { announcements, availablePromotions, helpCenter, systemStatus } from '@playdeck/contract';
