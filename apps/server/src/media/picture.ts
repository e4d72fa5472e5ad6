import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import { fail } from '@playdeck/contract';

/**
 * The demo artwork is drawn as SVG and served in the format named by the address: `.webp` for
 * what the site shows (operators' real banners and game art are raster images, and a browser
 * paints a raster picture off the main thread where an SVG with text is laid out and painted on
 * it: 10-50 ms per picture on a slow phone), `.svg` for tools and older links.
 */
export type PictureFormat = 'svg' | 'webp';

/** `name.svg` or `name.webp` -> the name and format; null for anything else. */
export function pictureFile(
  file: string,
  name: RegExp = /^[A-Za-z0-9_-]{1,40}$/,
): { name: string; format: PictureFormat } | null {
  const match = /^(.+)\.(svg|webp)$/.exec(file);
  if (!match || !name.test(match[1]!)) return null;
  return { name: match[1]!, format: match[2] as PictureFormat };
}

const WEBP_QUALITY = 82;
/** librsvg's own resolution: an SVG drawn at this density keeps its pixel size. */
const SVG_DPI = 72;
const SVG_TYPE = 'image/svg+xml; charset=utf-8';

export interface Picture {
  body: Buffer | string;
  type: string;
}

/**
 * Draws pictures once per address and keeps them: SVG text as given, WebP rendered from it by
 * sharp (libvips) at the SVG's own size (or a multiple). Concurrent first requests share one rendering; should
 * the rendering fail, the SVG is served instead (a browser shows either).
 */
export class PictureCache {
  readonly #drawn = new Map<string, Promise<Picture>>();

  /**
   * `scale` draws the WebP at a multiple of the SVG's size (small logos shown on dense screens);
   * `quality` is WebP's (0-100).
   */
  get(
    key: string,
    format: PictureFormat,
    draw: () => string | null,
    scale = 1,
    quality = WEBP_QUALITY,
  ): Promise<Picture> | null {
    const id = `${format}:${key}`;
    const cached = this.#drawn.get(id);
    if (cached) return cached;
    const svg = draw();
    if (svg === null) return null;
    const asSvg: Picture = { body: svg, type: SVG_TYPE };
    const picture =
      format === 'svg'
        ? Promise.resolve(asSvg)
        : sharp(Buffer.from(svg), { density: SVG_DPI * scale })
            .webp({ quality })
            .toBuffer()
            .then((body): Picture => ({ body, type: 'image/webp' }))
            .catch((): Picture => asSvg);
    this.#drawn.set(id, picture);
    return picture;
  }
}

/** Pictures up to this size may be written into a page as a `data:` URL (about 4/3 of it). */
export const INLINE_PICTURE_MAX_BYTES = 16_000;

const inlined = new WeakMap<Picture, string | null>();

/**
 * The picture as a `data:` URL for a page's HTML, or null when it is too large to inline;
 * written once per picture (home's page asks for it on every visit).
 */
export function inlinePicture(picture: Picture): string | null {
  const known = inlined.get(picture);
  if (known !== undefined) return known;
  const bytes = typeof picture.body === 'string' ? Buffer.from(picture.body) : picture.body;
  const url =
    bytes.length > INLINE_PICTURE_MAX_BYTES
      ? null
      : `data:${picture.type.split(';')[0]};base64,${bytes.toString('base64')}`;
  inlined.set(picture, url);
  return url;
}

/** Sends a picture with its type and cache lifetime, or a 404 when there is no such picture. */
export async function sendPicture(
  reply: FastifyReply,
  picture: Promise<Picture> | null,
  cacheControl: string,
) {
  if (!picture) return reply.code(404).send(fail('not.found', 'No such picture'));
  const { body, type } = await picture;
  return reply.type(type).header('cache-control', cacheControl).send(body);
}
