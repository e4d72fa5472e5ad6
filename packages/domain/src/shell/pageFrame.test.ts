import { describe, expect, it } from 'vitest';
import {
  activeBottomMenuItem,
  backTarget,
  isHomePath,
  pageFrame,
  type FrameSection,
} from './pageFrame';

const sections: FrameSection[] = [
  'home',
  'login',
  'register',
  'forget',
  'trail',
  'changePsw',
  'message',
  'notice',
  'lottery',
  'agent',
  'mine',
  'app',
  'activity',
  'activityDetail',
];

describe('page frame', () => {
  it('hides the top bar on message, lottery, changePsw, agent, forget, login, register, mine and app', () => {
    const hidden = sections.filter((s) => !pageFrame(s).showTopBar);
    expect(hidden.sort()).toEqual(
      [
        'message',
        'lottery',
        'changePsw',
        'agent',
        'forget',
        'login',
        'register',
        'mine',
        'app',
      ].sort(),
    );
  });

  it('hides the bottom navigation on lottery, forget, changePsw, notice, agent, login, register, activityDetail and app', () => {
    const hidden = sections.filter((s) => !pageFrame(s).showBottomNav);
    expect(hidden.sort()).toEqual(
      [
        'lottery',
        'forget',
        'changePsw',
        'notice',
        'agent',
        'login',
        'register',
        'activityDetail',
        'app',
      ].sort(),
    );
  });

  it('keeps the bottom menu on the member centre, the Member tab screen', () => {
    expect(pageFrame('mine').showBottomNav).toBe(true);
    expect(activeBottomMenuItem('/m/mine')).toBe('member');
    expect(activeBottomMenuItem('/m/member/home')).toBe('member');
  });

  it('marks Bonus on the reward centre', () => {
    expect(activeBottomMenuItem('/m/rewardCenter')).toBe('bonus');
  });

  it('shows the top banner on home only', () => {
    expect(sections.filter((s) => pageFrame(s).showTopBanner)).toEqual(['home']);
    expect(pageFrame(undefined).showTopBanner).toBe(false);
  });

  it('shows everything but the banner on an ordinary page, with back going one page back', () => {
    expect(pageFrame(undefined)).toEqual({
      showTopBar: true,
      showBottomNav: true,
      showTopBanner: false,
      back: 'history',
    });
  });

  it('sends back to home from login, register, trail, activity, forget and the message centre', () => {
    const home = sections.filter((s) => pageFrame(s).back === 'home');
    expect(home.sort()).toEqual(['activity', 'forget', 'login', 'message', 'register', 'trail']);
  });
});

describe('back target', () => {
  it('goes home when the page says so or when there is no page of ours to go back to', () => {
    expect(backTarget('home', true)).toBe('home');
    expect(backTarget('history', false)).toBe('home');
    expect(backTarget('history', true)).toBe('history');
  });
});

describe('home paths and the active bottom item', () => {
  it('knows every home alias', () => {
    for (const p of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home']) {
      expect(isHomePath(p)).toBe(true);
      expect(activeBottomMenuItem(p)).toBe('home');
    }
    expect(isHomePath('/m/homepage')).toBe(false);
  });

  it('highlights promotion on the promotion list and detail', () => {
    expect(activeBottomMenuItem('/m/activity')).toBe('promotion');
    expect(activeBottomMenuItem('/m/activityDetail')).toBe('promotion');
  });

  it('highlights the member centre on its paths and nothing elsewhere', () => {
    expect(activeBottomMenuItem('/m/member/home')).toBe('member');
    expect(activeBottomMenuItem('/m/mine')).toBe('member');
    expect(activeBottomMenuItem('/m/help')).toBeNull();
  });
});
