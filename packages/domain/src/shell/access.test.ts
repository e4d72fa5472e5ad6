import { describe, expect, it } from 'vitest';
import { decideAccess, memberActionDecision, messagingDecision } from './access';

describe('route guards', () => {
  it('lets anyone through an unguarded route', () => {
    expect(decideAccess(undefined, null)).toEqual({ kind: 'allow' });
  });

  it('replaces visitors to login on session routes', () => {
    expect(decideAccess('session', null)).toEqual({ kind: 'redirect', to: '/m/login' });
    expect(decideAccess('session', { type: 4 })).toEqual({ kind: 'allow' });
  });

  it('sends visitors home from change password', () => {
    expect(decideAccess('session-home', undefined)).toEqual({ kind: 'redirect', to: '/m/home' });
    expect(decideAccess('session-home', { type: 0 })).toEqual({ kind: 'allow' });
  });

  it('sends visitors to login and alerts trial accounts at the member centre', () => {
    expect(decideAccess('member-not-trial', null)).toEqual({ kind: 'redirect', to: '/m/login' });
    expect(decideAccess('member-not-trial', { type: 4 })).toEqual({ kind: 'trialAlert' });
    expect(decideAccess('member-not-trial', { type: 0 })).toEqual({ kind: 'allow' });
    expect(decideAccess('member-not-trial', { type: 41 })).toEqual({ kind: 'allow' });
  });

  it('lets only agent session types into agent pages', () => {
    expect(decideAccess('agent', null)).toEqual({ kind: 'redirect', to: '/m/home' });
    for (const type of [0, 4, 40]) {
      expect(decideAccess('agent', { type })).toEqual({ kind: 'redirect', to: '/m/home' });
    }
    for (const type of [1, 2, 41])
      expect(decideAccess('agent', { type })).toEqual({ kind: 'allow' });
  });
});

describe('member-only actions', () => {
  it('asks visitors to log in and refuses non-member types', () => {
    expect(memberActionDecision(null)).toBe('login');
    expect(memberActionDecision({ type: 4 })).toBe('free_reject');
    expect(memberActionDecision({ type: 41 })).toBe('free_reject');
    expect(memberActionDecision({ type: 2 })).toBe('allow');
  });

  it('keeps trial accounts out of inbox and live chat', () => {
    expect(messagingDecision(null)).toBe('login');
    expect(messagingDecision({ type: 4 })).toBe('free_reject');
    expect(messagingDecision({ type: 0 })).toBe('allow');
  });
});
