import { describe, expect, it } from 'vitest';
import { routeMeta, routePaths, routes } from './routes';
import { routeObjects } from './router';
import { routeMetaAt } from '../shell/routeMeta';

const metaOf = (path: string) => {
  const hit = routePaths().find((r) => r.path === path);
  if (!hit) throw new Error(`no route for ${path}`);
  return routeMeta(hit.route);
};

describe('route table', () => {
  it('lists every path once', () => {
    const paths = routePaths().map((r) => r.path.replace(/(.)\/+$/, '$1'));
    expect(new Set(paths).size).toBe(paths.length - 1); // "/m" and "/m/" are one route
  });

  it('answers the home aliases with home, the register and member-centre aliases with theirs', () => {
    for (const p of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home']) {
      expect(metaOf(p).section).toBe('home');
    }
    expect(metaOf('/m/register.html').titleKey).toBe('register');
    expect(metaOf('/m/mine').titleKey).toBe('memberCentre');
  });

  it('hides the top bar exactly on message, changePsw, agent, forget, login, register, mine and app pages', () => {
    const hidden = routePaths()
      .filter(({ route }) => !routeMeta(route).showTopBar && routeMeta(route).section !== 'home')
      .map(({ path }) => path)
      .sort();
    expect(hidden).toEqual(
      [
        '/m/message',
        '/m/changePsw',
        '/m/forget',
        '/m/login',
        // Where social login providers return: a login page too.
        '/m/oauth/callback',
        '/m/register',
        '/m/register.html',
        '/m/member/home',
        '/m/mine',
        '/m/app',
        ...routes.filter((r) => r.section === 'agent').map((r) => r.path),
      ].sort(),
    );
  });

  it('hides the bottom menu on notice and promotion detail but not on the message centre', () => {
    expect(metaOf('/m/notice')).toMatchObject({ showTopBar: true, showBottomNav: false });
    expect(metaOf('/m/activityDetail')).toMatchObject({ showTopBar: true, showBottomNav: false });
    expect(metaOf('/m/message')).toMatchObject({ showTopBar: false, showBottomNav: true });
  });

  it('sends back home from login, register, forget and promotions', () => {
    for (const p of ['/m/login', '/m/register', '/m/forget', '/m/activity']) {
      expect(metaOf(p).back).toBe('home');
    }
    expect(metaOf('/m/help').back).toBe('history');
  });

  it('guards member pages, the member centre and every agent page', () => {
    for (const p of [
      '/m/webEmail',
      '/m/feedback',
      '/m/notice',
      '/m/inviteFriends',
      '/m/fav-games',
    ]) {
      expect(metaOf(p).guard).toBe('session');
    }
    expect(metaOf('/m/changePsw').guard).toBe('session-home');
    expect(metaOf('/m/mine').guard).toBe('member-not-trial');
    // Member-centre destinations: trial accounts are asked to register, as for the centre itself.
    for (const p of [
      '/m/myAccount/index',
      '/m/securityCenter',
      '/m/mall/mallHome',
      '/m/member/benefits',
      '/m/gameRecord',
      '/m/transaction/record',
      '/m/profitandloss',
    ]) {
      expect(metaOf(p).guard, p).toBe('member-not-trial');
    }
    for (const r of routes.filter((r) => r.path.includes('/agent') || r.section === 'agent')) {
      expect(r.guard, r.path).toBe('agent');
    }
    expect(metaOf('/m/rewardCenter').flag).toBe('REWCEN3');
    expect(metaOf('/m/help').guard).toBeUndefined();
  });

  it('sends unknown paths home', () => {
    const [frame] = routeObjects();
    const catchAll = frame?.children?.find((r) => r.path === '*');
    expect(catchAll?.element).toBeTruthy();
    expect((catchAll?.element as { props: { to: string } }).props.to).toBe('/m/home');
  });

  it('shows the row of the path on screen, as the router matches it', () => {
    expect(routeMetaAt('/m/help').titleKey).toBe('help');
    expect(routeMetaAt('/m/help/').titleKey).toBe('help');
    expect(routeMetaAt('/M/Help').titleKey).toBe('help');
    expect(routeMetaAt('/').section).toBe('home');
    expect(routeMetaAt('/m/').section).toBe('home');
    expect(routeMetaAt('/m/member/agent/getHourContract').titleKey).toBe('hourContract');
    // An unknown path is on its way home: the plain frame until it gets there.
    expect(routeMetaAt('/m/nowhere')).toMatchObject({ path: '', titleKey: 'home' });
    expect(routeMetaAt('/m/nowhere').section).toBeUndefined();
  });
});
