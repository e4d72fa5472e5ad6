// The sign-in providers call's definition (its schemas), loaded when the call is first made.
export { signInProviders } from '@playdeck/contract';
