import { describe, expect, it } from 'vitest';
import { agentMenuEntries, memberMenuEntries, pendingContract } from './menus';

describe('member menu', () => {
  it('shows only the entries whose permission is on, in order', () => {
    const ids = memberMenuEntries({ TRANSREC3: true, SECPRIV: true, PERSREP: false }).map(
      (e) => e.id,
    );
    expect(ids).toEqual(['accountRecord', 'securityCentre']);
  });

  it('shows nothing with no permissions', () => {
    expect(memberMenuEntries({})).toEqual([]);
  });

  it('links the betting record and the points mall to their pages', () => {
    const entries = memberMenuEntries({ TRANSBETREPMEM3: true, PTSYS3: true });
    expect(entries.map((e) => e.path)).toEqual(['/m/gameRecord', '/m/mall/mallHome']);
  });
});

describe('agent menu', () => {
  it('always shows online service', () => {
    expect(agentMenuEntries({}).map((e) => e.id)).toEqual(['onlineService']);
  });

  it('opens the agent account record with types=A', () => {
    const entry = agentMenuEntries({ TRANSREC3: true }).find((e) => e.id === 'agentAccountRecord');
    expect(entry?.path).toBe('/m/transaction/record?types=A');
  });

  it('hides mail without MAILCEN and shows it with it', () => {
    expect(agentMenuEntries({ MAILCEN: false }).some((e) => e.id === 'mail')).toBe(false);
    expect(agentMenuEntries({ MAILCEN: true }).some((e) => e.id === 'mail')).toBe(true);
  });
});

describe('pending contract', () => {
  it('is none when nothing is offered', () => {
    expect(
      pendingContract({
        dailysalreqtype: 0,
        divtypereq: 0,
        divtypecompperiodreq: 0,
        contracthoursalreq: 0,
      }),
    ).toBeNull();
  });

  it('prefers daily salary, then dividend, then hourly', () => {
    expect(pendingContract({ dailysalreqtype: 1, contracthoursalreq: 1 })).toBe('salary');
    expect(pendingContract({ divtypecompperiodreq: 1, contracthoursalreq: 1 })).toBe('dividend');
    expect(pendingContract({ contracthoursalreq: 1 })).toBe('hourly');
  });
});
