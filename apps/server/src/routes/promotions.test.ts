import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import {
  activityApplications,
  affiliateCode,
  applyForActivity,
  availablePromotions,
  claimReward,
  claimSignIn,
  createDeposit,
  referralDetails,
  rewardList,
  signInStatus,
  walletBalance,
} from '@playdeck/contract';
import { ACTIVITY_IMAGE_MAX_BYTES } from '@playdeck/domain';
import { addTestMember, refusal, startServer, type TestServer } from '../testing/harness';

let now = Date.parse('2025-06-10T04:00:00Z'); // noon in Manila
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ now: () => now });
});
afterAll(() => s.close());

const DAY = 24 * 3_600_000;

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

function realPng(): Buffer {
  const png = new PNG({ width: 4, height: 4 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

function promotionId(): string {
  return String(
    s.db.prepare("SELECT id FROM announcements WHERE type = 'PR' LIMIT 1").pluck().get(),
  );
}

describe('available promotions', () => {
  it('tells visitors which promotions run', async () => {
    const list = await s.client().call(availablePromotions, {});
    expect(list.map((p) => p.key)).toEqual(['REFERRAL', 'LOGIN', 'REWARD_CENTER', 'FIRST_DEPOSIT']);
    expect(list.every((p) => p.enabled)).toBe(true);
    expect(list.find((p) => p.key === 'FIRST_DEPOSIT')).toMatchObject({
      bonusPercent: 25,
      maxReward: 2500,
    });
  });

  it('reflects a promotion the operator switched off', async () => {
    s.db.prepare("UPDATE promotion_switches SET enabled = 0 WHERE key = 'LOGIN'").run();
    try {
      const list = await s.client().call(availablePromotions, {});
      expect(list.find((p) => p.key === 'LOGIN')?.enabled).toBe(false);
      const m = addTestMember(s.db, { now });
      const e = await refusal(s.client(m.token).call(claimSignIn, {}));
      expect(e.errorCode).toBe('promotion.disabled');
    } finally {
      s.db.prepare("UPDATE promotion_switches SET enabled = 1 WHERE key = 'LOGIN'").run();
    }
  });
});

describe('referral', () => {
  it('gives each member one invite code and counts who registered with it', async () => {
    const m = addTestMember(s.db, { now });
    const api = s.client(m.token);
    const first = await api.call(referralDetails, { autoGenerate: 'true' });
    expect(first.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(first.totalInvitations).toBe(0);
    // The configured origin's host (the test server's own address), not the request's Host.
    expect(first.promotionDomains).toEqual([new URL(s.base).host]);
    expect((await api.call(affiliateCode, {})).code).toBe(first.referralCode);

    const friend = addTestMember(s.db, { now });
    s.db
      .prepare('INSERT INTO referrals (invitee_id, referrer_id, created_at) VALUES (?, ?, ?)')
      .run(friend.id, m.id, now);
    expect((await api.call(referralDetails, {})).totalInvitations).toBe(1);

    // The friend's first deposit earns the inviter ₱100 in the reward centre.
    await s.client(friend.token).call(createDeposit, { channelCode: 'GCASH', amount: 500 });
    const rewards = await api.call(rewardList, { status: 'AVAILABLE' });
    expect(rewards.list.map((r) => [r.source, r.amount])).toEqual([['REFERRAL', 100]]);
  });
});

describe('daily sign-in', () => {
  it('claims once a day, grows with the streak and starts again after a missed day', async () => {
    const m = addTestMember(s.db, { now });
    const api = s.client(m.token);
    const start = await api.call(signInStatus, {});
    expect(start).toMatchObject({
      enabled: true,
      claimedToday: false,
      streakDays: 0,
      todayReward: 5,
    });

    const day1 = await api.call(claimSignIn, {});
    expect(day1).toEqual({ reward: 5, streakDays: 1, balance: 5 });
    const again = await refusal(api.call(claimSignIn, {}));
    expect(again.errorCode).toBe('signin.already.claimed');
    const after = await api.call(signInStatus, {});
    expect(after).toMatchObject({ claimedToday: true, streakDays: 1, todayReward: 10 });
    expect(after.days.map((d) => d.claimed)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);

    now += DAY;
    expect(await api.call(claimSignIn, {})).toMatchObject({ reward: 10, streakDays: 2 });
    now += 2 * DAY;
    expect(await api.call(claimSignIn, {})).toMatchObject({ reward: 5, streakDays: 1 });
    expect((await api.call(walletBalance, {})).sumBalance).toBe(20);
  });

  it('turns the day at midnight in Manila', async () => {
    const m = addTestMember(s.db, { now });
    const api = s.client(m.token);
    const saved = now;
    try {
      now = Date.parse('2025-06-20T15:59:00Z'); // 23:59 in Manila
      await api.call(claimSignIn, {});
      now = Date.parse('2025-06-20T16:01:00Z'); // 00:01 the next day
      expect(await api.call(claimSignIn, {})).toMatchObject({ streakDays: 2 });
    } finally {
      now = saved;
    }
  });

  it('refuses trial accounts', async () => {
    const trial = addTestMember(s.db, { type: 4, now });
    expect((await refusal(s.client(trial.token).call(claimSignIn, {}))).errorCode).toBe(
      'free_reject',
    );
  });
});

describe('reward centre', () => {
  it('lists rewards by status and claims an available one into the wallet, once', async () => {
    const m = addTestMember(s.db, { now });
    const insert = s.db.prepare(
      `INSERT INTO rewards (user_id, title, amount_cents, source, created_at, expires_at, claimed_at)
       VALUES (?, ?, ?, 'EVENT', ?, ?, ?)`,
    );
    const available = Number(
      insert.run(m.id, 'Fiesta bonus', 8800, now - DAY, now + DAY, null).lastInsertRowid,
    );
    const expired = Number(
      insert.run(m.id, 'Old bonus', 500, now - 3 * DAY, now - DAY, null).lastInsertRowid,
    );
    insert.run(m.id, 'Claimed bonus', 700, now - 5 * DAY, null, now - 4 * DAY);
    const api = s.client(m.token);

    const all = await api.call(rewardList, {});
    expect(all.totalCount).toBe(3);
    expect(all.availableTotal).toBe(88);
    expect(all.list.map((r) => r.status)).toEqual(['AVAILABLE', 'EXPIRED', 'CLAIMED']);
    expect((await api.call(rewardList, { status: 'EXPIRED' })).list.map((r) => r.title)).toEqual([
      'Old bonus',
    ]);

    expect(await api.call(claimReward, { rewardId: available })).toEqual({
      rewardId: String(available),
      amount: 88,
      balance: 88,
    });
    expect((await refusal(api.call(claimReward, { rewardId: available }))).errorCode).toBe(
      'reward.already.claimed',
    );
    expect((await refusal(api.call(claimReward, { rewardId: expired }))).errorCode).toBe(
      'reward.expired',
    );

    const other = addTestMember(s.db, { now });
    expect(
      (await refusal(s.client(other.token).call(claimReward, { rewardId: expired }))).errorCode,
    ).toBe('reward.not.found');
    expect((await api.call(walletBalance, {})).sumBalance).toBe(88);
  });
});

describe('activity application', () => {
  it('stores the comment and up to 3 PNG/JPEG images, checked by content', async () => {
    const m = addTestMember(s.db, { now });
    const api = s.client(m.token);
    const png = realPng();
    const jpeg = await sharp({
      create: { width: 12, height: 8, channels: 3, background: '#c04040' },
    })
      .jpeg()
      .toBuffer();
    const activityId = promotionId();
    const r = await api.call(applyForActivity, {
      activityId,
      comment: 'Deposited ₱1,000 on GCash, screenshots attached',
      images: [dataUrl('image/png', png), dataUrl('image/jpeg', jpeg)],
    });
    expect(r).toMatchObject({ status: 'PENDING', imageCount: 2 });
    const stored = s.db
      .prepare(
        'SELECT mime, bytes FROM activity_application_images WHERE application_id = ? ORDER BY position',
      )
      .all(Number(r.applicationId)) as { mime: string; bytes: Buffer }[];
    expect(stored.map((x) => x.mime)).toEqual(['image/png', 'image/jpeg']);
    expect(Buffer.compare(stored[0]?.bytes ?? Buffer.alloc(0), png)).toBe(0);

    const mine = await api.call(activityApplications, { activityId });
    expect(mine.list[0]).toMatchObject({ applicationId: r.applicationId, imageCount: 2 });
  });

  it('refuses a file that only claims to be a PNG, naming which image', async () => {
    const m = addTestMember(s.db, { now });
    const e = await refusal(
      s.client(m.token).call(applyForActivity, {
        activityId: promotionId(),
        comment: '',
        images: [
          dataUrl('image/png', realPng()),
          dataUrl('image/png', Buffer.from('GIF89a not a png')),
        ],
      }),
    );
    expect(e.errorCode).toBe('activity.image.rejected');
    expect(e.message).toBe('Image 2: not a PNG or JPEG picture');
    expect(
      s.db
        .prepare('SELECT COUNT(*) FROM activity_applications WHERE user_id = ?')
        .pluck()
        .get(m.id),
    ).toBe(0);
  });

  it('refuses an image over 5 MB once decoded', async () => {
    const m = addTestMember(s.db, { now });
    const big = Buffer.alloc(ACTIVITY_IMAGE_MAX_BYTES + 1);
    realPng().copy(big);
    const e = await refusal(
      s.client(m.token).call(applyForActivity, {
        activityId: promotionId(),
        images: [dataUrl('image/png', big)],
      }),
    );
    expect(e.message).toBe('Image 1: larger than 5 MB');
  });

  it('refuses a fourth image and a comment over 140 characters before sending', async () => {
    const m = addTestMember(s.db, { now });
    const img = dataUrl('image/png', realPng());
    await expect(
      s
        .client(m.token)
        .call(applyForActivity, { activityId: promotionId(), images: [img, img, img, img] }),
    ).rejects.toThrow(/images/);
    const res = await fetch(`${s.base}/wps/activity/application`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: m.token, Merchant: 'playdeck' },
      body: JSON.stringify({ activityId: promotionId(), comment: 'x'.repeat(141) }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('140');
  });

  it('refuses a promotion that does not exist', async () => {
    const m = addTestMember(s.db, { now });
    const e = await refusal(s.client(m.token).call(applyForActivity, { activityId: '987654' }));
    expect(e.errorCode).toBe('activity.not.found');
  });
});
