import { describe, expect, it } from 'vitest';
import { afterLoginTarget, agencyEntry, loginHref, navRoleOf, NEEDED_SCREENS } from './navigation';

describe('navigation roles', () => {
  it('tells visitor, member, trial, agent and member-and-agent apart', () => {
    expect(navRoleOf(null)).toBe('visitor');
    expect(navRoleOf({ type: 0 })).toBe('member');
    expect(navRoleOf({ type: 40 })).toBe('member');
    expect(navRoleOf({ type: 4 })).toBe('trial');
    expect(navRoleOf({ type: 41 })).toBe('agent');
    expect(navRoleOf({ type: 42 })).toBe('agent');
    expect(navRoleOf({ type: 1 })).toBe('memberAgent');
    expect(navRoleOf({ type: 2 })).toBe('memberAgent');
  });

  it('sends agents to their agent home and others to the member centre', () => {
    expect(agencyEntry(41).path).toBe('/m/agent');
    expect(agencyEntry(2).path).toBe('/m/agent');
    expect(agencyEntry(0)).toEqual({ label: 'memberCentre', path: '/m/member/home' });
  });

  it('gives a member-and-agent every screen a member and an agent need', () => {
    const both = new Set(NEEDED_SCREENS.memberAgent);
    const agentOnly = NEEDED_SCREENS.agent.filter((p) => !NEEDED_SCREENS.member.includes(p));
    for (const path of agentOnly) expect(both.has(path), path).toBe(true);
    expect(NEEDED_SCREENS.trial).not.toContain('/m/member/home');
    expect(NEEDED_SCREENS.visitor).not.toContain('/m/webEmail');
  });
});

describe('log in and come back', () => {
  it('names the screen to return to in the login link', () => {
    expect(loginHref('/m/activityDetail?id=3')).toBe(
      '/m/login?from=%2Fm%2FactivityDetail%3Fid%3D3',
    );
  });

  it('returns only to a screen of this site, never to log in again or elsewhere', () => {
    expect(afterLoginTarget('/m/rewardCenter')).toBe('/m/rewardCenter');
    expect(afterLoginTarget('/m/login?from=x')).toBe('/m/home');
    expect(afterLoginTarget('https://evil.example/m/')).toBe('/m/home');
    expect(afterLoginTarget('//evil.example')).toBe('/m/home');
    expect(afterLoginTarget(null)).toBe('/m/home');
  });
});
