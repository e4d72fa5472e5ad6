import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { crc32 } from 'node:zlib';
import { PNG } from 'pngjs';
import { applyForActivity, ApiError } from '@playdeck/contract';
import { addTestMember, startServer, type TestServer } from '../../testing/harness';
import { testClock } from '../../testing/harness';
import { applicationBytesDay, limits } from '../../accounts/limits';

// Issue 28 item 6: activity-application uploads had no size or rate limit per member: three
// requests of 3 x 5 MB (magic bytes plus zeros) grew the database from 1.8 MB to 46.8 MB.
const clock = testClock();
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ now: clock.now });
});
afterAll(() => s.close());
beforeEach(() => clock.advance(limits.applicationsDay.windowMs + 1));

const MB = 1024 * 1024;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const dataUrl = (bytes: Buffer, mime = 'image/png') =>
  `data:${mime};base64,${bytes.toString('base64')}`;

function png(width: number, height: number, noise = false): Buffer {
  const p = new PNG({ width, height });
  if (noise) randomBytes(p.data.length).copy(p.data);
  else p.data.fill(180);
  return PNG.sync.write(p);
}

/** A PNG whose header claims these dimensions (a valid IHDR, CRC and all). */
function pngClaiming(width: number, height: number): Buffer {
  const real = png(1, 1);
  real.writeUInt32BE(width, 16);
  real.writeUInt32BE(height, 20);
  real.writeUInt32BE(crc32(real.subarray(12, 29)), 29);
  return real;
}

const promotionId = () =>
  String(s.db.prepare("SELECT id FROM announcements WHERE type = 'PR' LIMIT 1").pluck().get());

const storedBytes = () =>
  s.db
    .prepare('SELECT COALESCE(SUM(length(bytes)), 0) FROM activity_application_images')
    .pluck()
    .get() as number;

async function apply(token: string, images: string[]) {
  try {
    await s
      .client(token)
      .call(applyForActivity, { activityId: promotionId(), comment: 'proof', images });
    return { code: 'ok', message: '' };
  } catch (e) {
    if (e instanceof ApiError) return { code: e.errorCode, message: e.message, status: e.status };
    throw e;
  }
}

describe('what an image must be', () => {
  it('refuses magic bytes followed by zeros, and stores nothing', async () => {
    const m = addTestMember(s.db, { now: clock.now() });
    const before = storedBytes();
    const fake = Buffer.concat([PNG_MAGIC, Buffer.alloc(5 * MB - 100)]);
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(MB)]);
    expect(await apply(m.token, [dataUrl(fake)])).toMatchObject({
      code: 'activity.image.rejected',
      message: 'Image 1: not a picture that can be read',
    });
    expect((await apply(m.token, [dataUrl(fakeJpeg, 'image/jpeg')])).code).toBe(
      'activity.image.rejected',
    );
    expect(storedBytes()).toBe(before);
  });

  it('refuses a picture whose header is right but whose data is not', async () => {
    const m = addTestMember(s.db, { now: clock.now() });
    const truncated = png(64, 64, true).subarray(0, 2000);
    expect(await apply(m.token, [dataUrl(truncated)])).toMatchObject({
      code: 'activity.image.rejected',
      message: 'Image 1: not a picture that can be read',
    });
  });

  it('refuses a picture with too many pixels (a decompression bomb)', async () => {
    const m = addTestMember(s.db, { now: clock.now() });
    expect(await apply(m.token, [dataUrl(pngClaiming(60_000, 60_000))])).toMatchObject({
      code: 'activity.image.rejected',
      message: 'Image 1: too many pixels',
    });
  });

  it('takes a real screenshot', async () => {
    const m = addTestMember(s.db, { now: clock.now() });
    expect((await apply(m.token, [dataUrl(png(390, 844))])).code).toBe('ok');
  });
});

describe('how much a member may send', () => {
  it(`${limits.applicationsHour.max} applications an hour, counted whether taken or refused`, async () => {
    const m = addTestMember(s.db, { now: clock.now() });
    const junk = dataUrl(Buffer.concat([PNG_MAGIC, Buffer.alloc(1000)]));
    const answers: string[] = [];
    for (let i = 0; i < limits.applicationsHour.max + 2; i++)
      answers.push((await apply(m.token, [junk])).code);
    expect(
      answers.slice(0, limits.applicationsHour.max).every((a) => a === 'activity.image.rejected'),
    ).toBe(true);
    expect(answers.slice(limits.applicationsHour.max)).toEqual([
      'request.too.frequent',
      'request.too.frequent',
    ]);
    clock.advance(limits.applicationsHour.windowMs + 1);
    expect((await apply(m.token, [dataUrl(png(8, 8))])).code).toBe('ok');
  });

  it('refuses before reading the body once over the allowance (no 20 MB parsed)', async () => {
    const m = addTestMember(s.db, { now: clock.now() });
    for (let i = 0; i < limits.applicationsHour.max; i++)
      await apply(m.token, [dataUrl(png(8, 8))]);
    // Headers and the first bytes of a 20 MB body that never comes: the answer cannot wait for it.
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${s.base}/wps/activity/application`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(20 * MB),
          authorization: m.token,
          merchant: 'playdeck',
        },
      });
      const timer = setTimeout(() => {
        resolve(0); // no answer without the body
        req.destroy();
      }, 5000);
      req.on('response', (res) => {
        clearTimeout(timer);
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write('{"activityId":"1","images":["data:image/png;base64,');
    });
    expect(status).toBe(429);
  });

  it(`at most ${applicationBytesDay / MB} MB of pictures a day`, async () => {
    const m = addTestMember(s.db, { now: clock.now() });
    const big = png(1100, 960, true); // about 4 MB of noise: no compression helps
    expect(big.length).toBeGreaterThan(4 * MB);
    const three = [dataUrl(big), dataUrl(big), dataUrl(big)];
    expect((await apply(m.token, three)).code).toBe('ok');
    const before = storedBytes();
    const second = await apply(m.token, three);
    expect(second).toMatchObject({ code: 'request.too.frequent', status: 429 });
    expect(storedBytes()).toBe(before);
    expect((await apply(m.token, [dataUrl(png(8, 8))])).code).toBe('ok');
  });
});
