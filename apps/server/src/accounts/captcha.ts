import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PNG } from 'pngjs';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { readCookie } from '../http/cookies';
import { insertCaptcha, takeCaptcha } from '../store/captchas';
import { refuse } from './refusals';
import { CAPTCHA_FONT as FONT, CAPTCHA_SCALE as SCALE } from './captchaFont';

/** A captcha answer lives 5 minutes and is checked once (right or wrong, it is then gone). */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_DIGITS = 4;
/** The cookie that binds a captcha answer to the browser that saw the image. */
export const CAPTCHA_COOKIE = 'captchaId';

const WIDTH = 120;
const HEIGHT = 44;

type Rgb = [number, number, number];

function setPixel(png: PNG, x: number, y: number, [r, g, b]: Rgb): void {
  if (x < 0 || y < 0 || x >= png.width || y >= png.height) return;
  const i = (png.width * y + x) << 2;
  png.data[i] = r;
  png.data[i + 1] = g;
  png.data[i + 2] = b;
  png.data[i + 3] = 255;
}

function darkColour(): Rgb {
  return [randomInt(10, 90), randomInt(10, 90), randomInt(60, 140)];
}

/** The digits drawn with a jitter per glyph, over speckles and a few crossing lines. */
export function renderCaptcha(text: string): Buffer {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++)
      setPixel(png, x, y, [randomInt(225, 246), randomInt(228, 248), randomInt(232, 252)]);
  for (let i = 0; i < 260; i++)
    setPixel(png, randomInt(WIDTH), randomInt(HEIGHT), [
      randomInt(120, 200),
      randomInt(120, 200),
      randomInt(120, 200),
    ]);

  const glyphW = 5 * SCALE;
  const gap = Math.floor((WIDTH - text.length * glyphW) / (text.length + 1));
  [...text].forEach((ch, n) => {
    const rows = FONT[ch];
    if (!rows) return;
    const colour = darkColour();
    const ox = gap + n * (glyphW + gap) + randomInt(-3, 4);
    const oy = Math.floor((HEIGHT - 7 * SCALE) / 2) + randomInt(-4, 5);
    const slant = randomInt(-1, 2);
    rows.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < SCALE; dy++)
          for (let dx = 0; dx < SCALE; dx++)
            setPixel(
              png,
              ox + gx * SCALE + dx + Math.round(((6 - gy) * slant) / 2),
              oy + gy * SCALE + dy,
              colour,
            );
      });
    });
  });

  for (let l = 0; l < 3; l++) {
    const colour = darkColour();
    let y = randomInt(HEIGHT);
    const drift = (randomInt(-20, 21) / 10) * (HEIGHT / WIDTH);
    for (let x = 0; x < WIDTH; x++) {
      setPixel(png, x, Math.round(y), colour);
      y += drift;
    }
  }
  return PNG.sync.write(png);
}

/** Stores a new captcha (replacing the client's previous one) and returns its id and image. */
export function issueCaptcha(
  db: Db,
  previousId: string | undefined,
  now: number,
): { id: string; png: Buffer; answer: string } {
  const answer = Array.from({ length: CAPTCHA_DIGITS }, () => String(randomInt(10))).join('');
  const id = randomBytes(16).toString('hex');
  insertCaptcha(db, { id, previousId, answer, now, expiresAt: now + CAPTCHA_TTL_MS });
  return { id, png: renderCaptcha(answer), answer };
}

/** Checks the answer for the client's captcha and uses it up. */
export function checkCaptcha(
  db: Db,
  id: string | undefined,
  answer: string | null | undefined,
  now: number,
): boolean {
  if (!id || !answer) return false;
  const row = takeCaptcha(db, id);
  if (!row) return false;
  if (row.expires_at <= now) return false;
  const a = Buffer.from(row.answer);
  const b = Buffer.from(answer.trim());
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The captcha of this browser (cookie) must match; refusals carry `{captcha: true}`. */
export function requireCaptcha(
  req: FastifyRequest,
  db: Db,
  answer: string | null | undefined,
  now: number,
): void {
  if (!answer) throw refuse('captcha.required', { captcha: true });
  if (!checkCaptcha(db, readCookie(req, CAPTCHA_COOKIE), answer, now))
    throw refuse('captcha.error', { captcha: true });
}
