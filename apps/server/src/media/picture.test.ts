import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { INLINE_PICTURE_MAX_BYTES, inlinePicture, PictureCache, pictureFile } from './picture';

const square =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#08f"/></svg>';

describe('pictureFile', () => {
  it('reads the name and the format from the address', () => {
    expect(pictureFile('welcome.webp')).toEqual({ name: 'welcome', format: 'webp' });
    expect(pictureFile('NEW_PLAYER.svg')).toEqual({ name: 'NEW_PLAYER', format: 'svg' });
    expect(pictureFile('12.webp', /^\d{1,9}$/)).toEqual({ name: '12', format: 'webp' });
  });

  it('refuses other formats and names outside the pattern', () => {
    for (const file of [
      'welcome.png',
      'welcome',
      '.webp',
      '../x.webp',
      'a b.svg',
      `${'x'.repeat(41)}.svg`,
    ])
      expect(pictureFile(file), file).toBeNull();
    expect(pictureFile('PG.webp', /^\d{1,9}$/)).toBeNull();
  });
});

describe('PictureCache', () => {
  it('renders WebP at the SVG size or a multiple, and SVG as given', async () => {
    const cache = new PictureCache();
    const webp = await cache.get('a', 'webp', () => square);
    expect(webp?.type).toBe('image/webp');
    expect(await sharp(webp!.body as Buffer).metadata()).toMatchObject({ width: 40, height: 20 });
    const twice = await cache.get('b', 'webp', () => square, 2);
    expect(await sharp(twice!.body as Buffer).metadata()).toMatchObject({ width: 80, height: 40 });
    expect(await cache.get('a', 'svg', () => square)).toEqual({
      body: square,
      type: 'image/svg+xml; charset=utf-8',
    });
  });

  it('draws each picture once, and answers null for one that does not exist', () => {
    const cache = new PictureCache();
    let draws = 0;
    const draw = () => (draws++, square);
    const first = cache.get('a', 'webp', draw);
    expect(cache.get('a', 'webp', draw)).toBe(first);
    expect(draws).toBe(1);
    expect(cache.get('none', 'webp', () => null)).toBeNull();
  });

  it('serves the SVG when it cannot be rendered', async () => {
    const broken = '<svg xmlns="http://www.w3.org/2000/svg"><rect';
    const picture = await new PictureCache().get('x', 'webp', () => broken);
    expect(picture).toEqual({ body: broken, type: 'image/svg+xml; charset=utf-8' });
  });
});

describe('inlinePicture', () => {
  it('writes a small picture as a data URL of its type', () => {
    const body = Buffer.from('RIFF....WEBP');
    expect(inlinePicture({ body, type: 'image/webp' })).toBe(
      `data:image/webp;base64,${body.toString('base64')}`,
    );
    expect(inlinePicture({ body: '<svg/>', type: 'image/svg+xml; charset=utf-8' })).toBe(
      `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`,
    );
  });

  it('leaves a picture too large for a page as a link', () => {
    const body = Buffer.alloc(INLINE_PICTURE_MAX_BYTES + 1);
    expect(inlinePicture({ body, type: 'image/webp' })).toBeNull();
  });
});
