import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  decodeServicePath,
  PROMOTION_CATEGORIES,
  type Announcement,
} from '@playdeck/contract';
import { flattenWhitelabel } from '@playdeck/domain';
import { startServer, type Browser, type TestServer } from '../testing/harness';
import { DEMO_PASSWORD } from '../seed/accounts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function loggedIn(username: string): Promise<Browser> {
  const b = server.browser();
  b.setToken((await b.api.login({ username, password: DEMO_PASSWORD })).token);
  return b;
}

async function refusal(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

describe('announcements', () => {
  it('answers every type in its own list, home banners with images', async () => {
    const b = await loggedIn('player01');
    const v = await b.api.announcements({
      types: 'B,PL,PU,PR,H,A',
      groupName: 'm_home',
      platform: 'M',
    });
    expect(v.banners.length).toBeGreaterThanOrEqual(4);
    for (const banner of v.banners) {
      expect(banner.groupName).toBe('m_home');
      expect(banner.announcementImages[0]?.url).toMatch(/^\/media\/banners\/\w+\.webp$/);
    }
    expect(v.player.length).toBeGreaterThanOrEqual(4);
    expect(v.popup).toHaveLength(1);
    expect(v.hot.length).toBeGreaterThanOrEqual(1);
    expect(v.agent.length).toBeGreaterThanOrEqual(1);
    expect(v.player[0]?.content).toMatch(/^<p>/);
  });

  it('serves each banner image as WebP, and as SVG on request', async () => {
    const b = server.browser();
    const v = await b.api.announcements({ types: 'B', groupName: 'm_home' });
    for (const banner of v.banners) {
      const res = await fetch(`${server.base}${banner.announcementImages[0]!.url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      const webp = Buffer.from(await res.arrayBuffer());
      expect(await sharp(webp).metadata()).toMatchObject({
        format: 'webp',
        width: 750,
        height: 300,
      });
      const svg = await fetch(
        `${server.base}${banner.announcementImages[0]!.url.replace(/\.webp$/, '.svg')}`,
      );
      expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await svg.text()).toContain('<svg');
    }
  });

  it('has a promotion in every category, each with a sequence-1 image and dates', async () => {
    const v = await server.browser().api.announcements({ types: 'PR' });
    const categories = new Set(v.promotion.map((p) => p.category));
    for (const c of PROMOTION_CATEGORIES) expect(categories).toContain(c);
    for (const p of v.promotion) {
      expect(p.announcementImages.find((i) => i.sequence === 1)?.url).toBe(
        `/media/promotions/${p.category}.webp`,
      );
      expect(typeof p.startDate).toBe('number');
      if (p.noExpiry === 1) expect(p.endDate).toBeNull();
      else expect(p.endDate).toBeGreaterThan(p.startDate!);
    }
    expect(v.promotion.some((p) => p.noExpiry === 1)).toBe(true);
    expect(v.promotion.some((p) => p.noExpiry === 0)).toBe(true);
  });

  it('links banners to their promotion detail page', async () => {
    const v = await server.browser().api.announcements({ types: 'B,PR', groupName: 'm_home' });
    const welcome = v.banners.find((b) => b.title === 'Welcome bonus');
    const promo = v.promotion.find((p) => p.category === 'NEW_PLAYER');
    expect(welcome).toMatchObject({
      linkageType: 'INTERNAL',
      url: `/m/activityDetail?id=${promo?.id}`,
    });
  });

  it('filters by group: the registration page gets its own banner', async () => {
    const v = await server.browser().api.announcements({ types: 'B', groupName: 'm_reg' });
    expect(v.banners.map((b) => b.title)).toEqual(['Join Playdeck']);
  });

  it('leaves ended notices out', async () => {
    const v = await server.browser().api.announcements({ types: 'PL' });
    expect(v.player.map((p) => p.title)).not.toContain('Old notice (expired)');
  });

  it('shows agent announcements to agents only', async () => {
    const member = await loggedIn('player00');
    const agent = await loggedIn('agent41');
    expect((await member.api.announcements({ types: 'A' })).agent).toHaveLength(0);
    expect((await server.browser().api.announcements({ types: 'A' })).agent).toHaveLength(0);
    const v = await agent.api.announcements({ types: 'A', groupName: 'm_home' });
    expect(v.agent.length).toBeGreaterThanOrEqual(3);
    expect(v.footer?.unreadCount).toBe(v.agent.length);
  });

  it('keeps read state per member; marking read lowers the unread count', async () => {
    const a = await loggedIn('player02');
    const other = await loggedIn('player00');
    const before = await a.api.announcements({ types: 'PL,PU' });
    const unread = before.footer!.unreadCount;
    const notice = before.player.find((p) => !p.read) as Announcement;
    await a.api.markAnnouncementRead({ announcementId: notice.id, read: true });
    await a.api.markAnnouncementRead({ announcementId: notice.id });
    const after = await a.api.announcements({ types: 'PL,PU' });
    expect(after.footer?.unreadCount).toBe(unread - 1);
    expect(after.player.find((p) => p.id === notice.id)?.read).toBe(true);
    const theirs = await other.api.announcements({ types: 'PL,PU' });
    expect(theirs.player.find((p) => p.id === notice.id)?.read).toBe(false);
  });

  it('counts every notice as read for a trial account, and marking changes nothing', async () => {
    const b = server.browser();
    b.setToken((await b.api.freePlayLogin({})).token);
    const v = await b.api.announcements({ types: 'PL,PU' });
    expect(v.player.every((p) => p.read)).toBe(true);
    expect(v.footer?.unreadCount).toBe(0);
    await expect(b.api.markAnnouncementRead({ announcementId: v.player[0]!.id })).resolves.toBe(
      true,
    );
  });

  it('refuses to mark an announcement that does not exist, and a visitor', async () => {
    const b = await loggedIn('player00');
    expect((await refusal(b.api.markAnnouncementRead({ announcementId: 999999 }))).status).toBe(
      404,
    );
    expect(
      (await refusal(server.browser().api.markAnnouncementRead({ announcementId: 1 }))).status,
    ).toBe(401);
  });
});

describe('inbox', () => {
  it('counts unread messages and lists them newest first; reading one lowers the count', async () => {
    const b = await loggedIn('agent42');
    const unread = await b.api.inboxUnreadCount({});
    expect(unread).toBe(2);
    const page = await b.api.inboxList({ page: 1, size: 2 });
    expect(page).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 3 });
    expect(page.list[0]!.createdAt).toBeGreaterThan(page.list[1]!.createdAt);
    await b.api.markInboxRead({ id: page.list.find((m) => !m.read)!.id });
    expect(await b.api.inboxUnreadCount({})).toBe(1);
  });

  it("does not let a member read another member's message", async () => {
    const a = await loggedIn('player00');
    const other = await loggedIn('player01');
    const theirs = (await other.api.inboxList({})).list[0]!;
    expect((await refusal(a.api.markInboxRead({ id: theirs.id }))).status).toBe(404);
  });
});

describe('live chat', () => {
  it('counts unread support messages, launches a chat page that reads them, and links back', async () => {
    const b = await loggedIn('partner40');
    expect(await b.api.chatUnreadCount({})).toEqual({ unReadCount: 1 });
    const { chatUrl } = await b.api.chatLaunch({
      b2c: 1,
      language: 'en',
      backUrl: '/m/message',
      headerColor: '#F5B70A',
      title: 'Playdeck support',
    });
    expect(chatUrl).toMatch(new RegExp(`^${server.base}/chat/\\?ticket=[0-9a-f]{48}$`));

    const page = await fetch(chatUrl);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<script src="/chat/chat.js" defer></script>');
    expect(html).not.toMatch(/<script>|style=/);

    const ticket = new URL(chatUrl).searchParams.get('ticket');
    const session = (await (
      await fetch(`${server.base}/chat/api/session?ticket=${ticket}`)
    ).json()) as {
      value: { title: string; headerColor: string; backUrl: string; messages: unknown[] };
    };
    expect(session.value).toMatchObject({
      title: 'Playdeck support',
      headerColor: '#F5B70A',
      backUrl: '/m/message',
    });
    expect(await b.api.chatUnreadCount({})).toEqual({ unReadCount: 0 });

    const sent = await fetch(`${server.base}/chat/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket, body: 'Hello, I need help with a deposit' }),
    });
    const reply = (await sent.json()) as {
      value: { messages: { fromPlayer: boolean; body: string }[] };
    };
    expect(reply.value.messages.at(-2)).toMatchObject({
      fromPlayer: true,
      body: 'Hello, I need help with a deposit',
    });
    expect(reply.value.messages.at(-1)?.fromPlayer).toBe(false);
  });

  it('never links back to another site', async () => {
    const b = await loggedIn('player00');
    const { chatUrl } = await b.api.chatLaunch({ backUrl: 'https://evil.example/phish' });
    const ticket = new URL(chatUrl).searchParams.get('ticket');
    const res = await fetch(`${server.base}/chat/api/session?ticket=${ticket}`);
    expect(((await res.json()) as { value: { backUrl: unknown } }).value.backUrl).toBeNull();
  });

  it('turns away an unknown ticket and is off when the operator turns CBS3 off', async () => {
    const res = await fetch(`${server.base}/chat/api/session?ticket=${'0'.repeat(48)}`);
    expect(res.status).toBe(404);
    const b = await loggedIn('player00');
    await server.settings({ whitelabel: { CBS3: false } });
    try {
      expect((await refusal(b.api.chatUnreadCount({}))).errorCode).toBe('function.not.available');
      expect((await refusal(b.api.chatLaunch({}))).errorCode).toBe('function.not.available');
    } finally {
      await server.settings({ whitelabel: { CBS3: true } });
    }
  });
});

describe('help centre', () => {
  it('answers entries in the language `lang` names, else the Language header’s, one about-us entry each', async () => {
    const b = server.browser();
    const ty = await b.api.helpCenter({ device: 'MOBILE', lang: 'TY' });
    const en = await b.api.helpCenter({ device: 'MOBILE' });
    expect(ty.list[0]?.title).toBe('Paano mag-register?');
    expect(en.list[0]?.title).toBe('How do I register?');
    for (const v of [ty, en]) {
      expect(v.list.filter((e) => e.tag === 'about')).toHaveLength(1);
    }
  });
});

describe('feedback', () => {
  it('needs a session and a captcha; stores what a member sent under their name', async () => {
    const visitor = server.browser();
    expect(
      (
        await refusal(
          visitor.api.feedback({ content: 'Withdrawal took too long.', type: 2, captcha: '1234' }),
        )
      ).status,
    ).toBe(401);
    const b = await loggedIn('player01');
    const wrong = await refusal(
      b.api.feedback({ content: 'Withdrawal took too long.', type: 2, captcha: '12' }),
    );
    expect(wrong.errorCode).toBe('captcha.error');
    await b.api.captcha({});
    await b.api.feedback({
      content: 'Withdrawal took too long.',
      type: 2,
      sender: 'someone-else',
      captcha: b.captchaAnswer(),
    });
    const row = server.db
      .prepare('SELECT sender, type, content FROM feedback ORDER BY id DESC')
      .get();
    expect(row).toEqual({ sender: 'player01', type: 2, content: 'Withdrawal took too long.' });
  });

  it('refuses content outside 10 to 200 characters and unknown question types', async () => {
    const b = await loggedIn('player01');
    for (const params of [
      { content: 'too short', type: 1, captcha: '1' },
      { content: 'x'.repeat(201), type: 1, captcha: '1' },
      { content: 'A proper length message', type: 5, captcha: '1' },
    ]) {
      const res = await server.request('/wps/feedback', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: b.token! },
        body: JSON.stringify(params),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ errorCode: 'request_param_err' });
    }
  });
});

describe('system status', () => {
  it('carries the whitelabel tree, templates, register rules, resources and image CDNs', async () => {
    const status = await server.browser().api.systemStatus({});
    const flags = flattenWhitelabel(status.info?.whitelabel);
    expect(flags).toMatchObject({
      CBS3: true,
      REWCEN3: true,
      REGMOBVERF3: false,
      FACEBOOKLOGIN3: true,
      MOBILEVERCODELOGIN3: true,
    });
    expect(status.info?.mobileTemplate).toEqual({ mem_cen: 1, dep_func: 1 });
    expect(status.info?.register.username).toMatchObject({
      enabled: true,
      required: true,
      minLength: 6,
    });
    expect(status.info?.resources.map((r) => r.resourceType)).toEqual(
      expect.arrayContaining(['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon']),
    );
    // No CDN configured: none named (pictures keep their lists' own addresses).
    expect(status.info?.imageCDNs).toEqual([]);
  });

  it('hides customer-service addresses in encrypted paths the client decodes', async () => {
    const status = await server.browser().api.systemStatus({});
    const entries = status.info?.customerService ?? [];
    expect(entries.map((e) => e.title)).toEqual(expect.arrayContaining(['CS', 'whatsapp']));
    for (const e of entries) expect(e.path).not.toMatch(/^https?:|^\//);
    const decoded = entries.map((e) => decodeServicePath(e.path));
    expect(decoded).toContain('/support/');
    expect(decoded).toContain('https://wa.me/639171234567');
  });

  it('serves the download resources it lists', async () => {
    const status = await server.browser().api.systemStatus({});
    for (const r of status.info?.resources ?? []) {
      if (!r.url.startsWith('/')) continue;
      const res = await fetch(`${server.base}${r.url}`);
      expect(res.status, r.url).toBe(200);
    }
    const profile = await fetch(`${server.base}/download/playdeck.mobileconfig`);
    expect(profile.headers.get('content-type')).toBe('application/x-apple-aspen-config');
    expect(await profile.text()).toContain(`<string>${server.base}/m/home</string>`);
  });

  it('follows operator switches at once: flags, templates and register rules', async () => {
    await server.settings({
      whitelabel: { REWCEN3: false },
      mobileTemplate: { mem_cen: 0, dep_func: 1 },
    });
    try {
      const status = await server.browser().api.systemStatus({});
      expect(flattenWhitelabel(status.info?.whitelabel).REWCEN3).toBe(false);
      expect(status.info?.mobileTemplate).toEqual({ mem_cen: 0, dep_func: 1 });
      const rules = await server.browser().api.registerSettings({});
      expect(rules).toEqual(status.info?.register);
    } finally {
      await fetch(`${server.base}/__dev/settings`, { method: 'DELETE' });
    }
  });

  it('lists countries for the dialling-code picker, the operator default first', async () => {
    const countries = await server.browser().api.systemCountry({});
    expect(countries[0]).toEqual({
      countryCode: 'PH',
      countryName: 'Philippines',
      dialingCode: '63',
    });
  });

  it('serves the RSA modulus as plain text', async () => {
    const res = await server.request('/wps/session/key/rsa?_=1');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toMatch(/^[0-9a-f]{256}$/);
    await expect(server.browser().api.rsaKey({})).resolves.toMatch(/^[0-9a-f]{256}$/);
  });
});

describe('dev captcha reader', () => {
  it('tells browser tests the digits of a live captcha without using it up', async () => {
    const b = server.browser();
    await b.api.captcha({});
    const id = server.db
      .prepare('SELECT id FROM captchas ORDER BY created_at DESC')
      .pluck()
      .get() as string;
    const res = await fetch(`${server.base}/__dev/captcha?id=${id}`);
    const { value } = (await res.json()) as { value: { answer: string } };
    expect(value.answer).toMatch(/^\d{4}$/);
    expect((await fetch(`${server.base}/__dev/captcha?id=${'0'.repeat(32)}`)).status).toBe(404);
  });
});

describe('dev outbox', () => {
  it('lists what was sent to a number, with the code picked out', async () => {
    await server.browser().api.smsNoLogin({ countryDialingCode: '63', mobileNum: '9211234567' });
    const res = await fetch(`${server.base}/__dev/outbox?to=%2B63%20921%20123%204567`);
    const body = (await res.json()) as { value: { channel: string; code: string }[] };
    expect(body.value[0]).toMatchObject({ channel: 'sms', code: expect.stringMatching(/^\d{6}$/) });
  });
});
