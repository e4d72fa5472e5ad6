import { describe, expect, it } from 'vitest';
import { BOTTOM_MENU, bottomMenuAction, sideMenuEntries } from './menus';

const allOn = {
  MYACC: true,
  VIP: true,
  REWCEN3: true,
  TRANSREC3: true,
  TRANSBETREPMEM3: true,
  AGENT: true,
  MAILCEN: true,
  SECPRIV: true,
};

describe('side menu', () => {
  it('lists every entry in order when every flag is on', () => {
    const ids = sideMenuEntries({
      flags: allOn,
      hasCustomerService: true,
      hasAppDownload: true,
      installed: false,
      session: { type: 0 },
    }).map((e) => e.id);
    expect(ids).toEqual([
      'myAccount',
      'vip',
      'rewards',
      'accountRecord',
      'bettingRecord',
      'memberCentre',
      'mail',
      'securityCentre',
      'settings',
      'help',
      'customerService',
      'appDownload',
    ]);
  });

  it('drops an entry whose flag is off or missing', () => {
    const entries = sideMenuEntries({
      flags: { ...allOn, REWCEN3: false, AGENT: undefined as unknown as boolean },
      hasCustomerService: false,
      hasAppDownload: false,
      installed: false,
      session: { type: 0 },
    });
    expect(entries.map((e) => e.id)).not.toContain('rewards');
    expect(entries.map((e) => e.id)).not.toContain('agency');
    expect(entries.map((e) => e.id)).toContain('mail');
  });

  it('routes each entry to the spec path', () => {
    const byId = Object.fromEntries(
      sideMenuEntries({
        flags: allOn,
        hasCustomerService: true,
        hasAppDownload: true,
        installed: false,
        session: { type: 0 },
      }).map((e) => [e.id, e.path]),
    );
    expect(byId).toMatchObject({
      vip: '/m/member/benefits',
      rewards: '/m/rewardCenter',
      accountRecord: '/m/transaction/record',
      bettingRecord: '/m/gameRecord',
      memberCentre: '/m/member/home',
      mail: '/m/webEmail',
      securityCentre: '/m/securityCenter',
      settings: '/m/set',
      help: '/m/help',
      appDownload: '/m/app',
    });
    expect(byId.customerService).toBeUndefined();
  });

  it('opens the agent home from agency centre for agents, the member centre by name for others', () => {
    const entry = (type: number) =>
      sideMenuEntries({
        flags: allOn,
        hasCustomerService: false,
        hasAppDownload: false,
        installed: false,
        session: { type },
      }).find((e) => e.path === '/m/agent' || e.path === '/m/member/home');
    expect(entry(41)).toEqual({ id: 'agency', path: '/m/agent' });
    expect(entry(1)).toEqual({ id: 'agency', path: '/m/agent' });
    expect(entry(0)).toEqual({ id: 'memberCentre', path: '/m/member/home' });
    expect(entry(40)).toEqual({ id: 'memberCentre', path: '/m/member/home' });
  });

  it('shows a trial account only what it may open', () => {
    const ids = sideMenuEntries({
      flags: allOn,
      hasCustomerService: true,
      hasAppDownload: true,
      installed: false,
      session: { type: 4 },
    }).map((e) => e.id);
    expect(ids).toEqual(['settings', 'help', 'customerService', 'appDownload']);
  });

  it('shows a visitor help, customer service and the app download only', () => {
    const ids = sideMenuEntries({
      flags: allOn,
      hasCustomerService: true,
      hasAppDownload: true,
      installed: false,
      session: null,
    }).map((e) => e.id);
    expect(ids).toEqual(['help', 'customerService', 'appDownload']);
  });

  it('hides app download inside the installed app or PWA', () => {
    const ids = sideMenuEntries({
      flags: {},
      hasCustomerService: false,
      hasAppDownload: true,
      installed: true,
      session: { type: 0 },
    }).map((e) => e.id);
    expect(ids).toEqual(['settings', 'help']);
  });
});

describe('bottom menu', () => {
  it('has home, promotion, share, bonus and member centre in order', () => {
    expect(BOTTOM_MENU).toEqual(['home', 'promotion', 'share', 'bonus', 'member']);
  });

  it('opens the reward centre only when REWCEN3 is on', () => {
    expect(bottomMenuAction('bonus', { REWCEN3: true })).toEqual({
      kind: 'navigate',
      to: '/m/rewardCenter',
    });
    expect(bottomMenuAction('bonus', {})).toEqual({ kind: 'toast', message: 'contact_service' });
  });

  it('opens the referral panel from share and routes the rest', () => {
    expect(bottomMenuAction('share', {})).toEqual({ kind: 'openReferral' });
    expect(bottomMenuAction('home', {})).toEqual({ kind: 'navigate', to: '/m/home' });
    expect(bottomMenuAction('promotion', {})).toEqual({ kind: 'navigate', to: '/m/activity' });
    expect(bottomMenuAction('member', {})).toEqual({ kind: 'navigate', to: '/m/member/home' });
  });
});
