import { describe, expect, it } from 'vitest';
import { checksContractOffers, contractKindOfPath, contractPrompt } from './contracts';

const none = { dailysalreqtype: 0, divtypereq: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 };

describe('contractPrompt', () => {
  it('prompts an agent of type 1 or 2 for a new daily-salary offer, going to its page', () => {
    for (const type of [1, 2])
      expect(contractPrompt(type, { ...none, dailysalreqtype: 1 })).toEqual({
        kind: 'salary',
        path: '/m/member/agent/getSalaryContract',
      });
  });

  it('prompts for a dividend offer from either dividend flag', () => {
    expect(contractPrompt(1, { ...none, divtypereq: 1 })?.path).toBe(
      '/m/member/agent/getDevidendContract',
    );
    expect(contractPrompt(1, { ...none, divtypecompperiodreq: 1 })?.kind).toBe('dividend');
  });

  it('prompts for an hourly-salary offer', () => {
    expect(contractPrompt(2, { ...none, contracthoursalreq: 1 })?.path).toBe(
      '/m/member/agent/getHourContract',
    );
  });

  it('asks about the daily salary first when several offers wait', () => {
    expect(contractPrompt(1, { ...none, contracthoursalreq: 1, dailysalreqtype: 1 })?.kind).toBe(
      'salary',
    );
  });

  it('never prompts types 4, 40, 41 and 42, whatever the flags say', () => {
    const all = {
      dailysalreqtype: 1,
      divtypereq: 1,
      divtypecompperiodreq: 1,
      contracthoursalreq: 1,
    };
    for (const type of [4, 40, 41, 42]) expect(contractPrompt(type, all)).toBeNull();
  });

  it('does not prompt without an offer, flags or a session type', () => {
    expect(contractPrompt(1, none)).toBeNull();
    expect(contractPrompt(1, null)).toBeNull();
    expect(contractPrompt(undefined, { ...none, dailysalreqtype: 1 })).toBeNull();
  });
});

describe('checksContractOffers', () => {
  it('checks every type but 4, 40, 41 and 42', () => {
    expect([0, 1, 2, 3, 4, 40, 41, 42].filter(checksContractOffers)).toEqual([0, 1, 2, 3]);
  });
});

describe('contractKindOfPath', () => {
  it('names the contract of each page and nothing else', () => {
    expect(contractKindOfPath('/m/member/agent/getSalaryContract')).toBe('salary');
    expect(contractKindOfPath('/m/member/agent/getDevidendContract/')).toBe('dividend');
    expect(contractKindOfPath('/m/member/agent/getHourContract')).toBe('hourly');
    expect(contractKindOfPath('/m/agent')).toBeNull();
  });
});
