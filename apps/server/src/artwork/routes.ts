import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { PictureCache, pictureFile, sendPicture } from '../media/picture';
import { ART_VERSION, gameArtSvg, vendorArtSvg } from './gameArt';

/** A year: the picture at a versioned URL never changes. */
const LONG_CACHE = 'public, max-age=31536000, immutable';
/** Vendor logos are small and shown in a row: drawn at twice their size for dense screens. */
const LOGO_SCALE = 2;

/**
 * Serves the generated game and vendor pictures (`<id>.webp`, or `.svg`); each is drawn once and
 * kept in memory.
 */
export function artworkRoutes(app: FastifyInstance, db: Db): void {
  const pictures = new PictureCache();
  const gameStmt = db.prepare(
    `SELECT g.id, g.name, g.vendor, g.classify, v.hue
       FROM games g JOIN vendors v ON v.code = g.vendor WHERE g.id = ?`,
  );
  const vendorStmt = db.prepare(
    'SELECT code, display_name AS name, hue FROM vendors WHERE code = ?',
  );

  app.get<{ Params: { file: string } }>(`/artwork/${ART_VERSION}/games/:file`, (req, reply) => {
    const file = pictureFile(req.params.file, /^\d{1,9}$/);
    const picture =
      file &&
      pictures.get(`g${file.name}`, file.format, () => {
        const row = gameStmt.get(Number(file.name)) as
          | { id: number; name: string; vendor: string; classify: string | null; hue: number }
          | undefined;
        return row
          ? gameArtSvg({
              gameId: row.id,
              name: row.name,
              vendor: row.vendor,
              vendorHue: row.hue,
              classify: row.classify,
            })
          : null;
      });
    return sendPicture(reply, picture, LONG_CACHE);
  });

  app.get<{ Params: { file: string } }>(`/artwork/${ART_VERSION}/vendors/:file`, (req, reply) => {
    const file = pictureFile(req.params.file);
    const picture =
      file &&
      pictures.get(
        `v${file.name}`,
        file.format,
        () => {
          const row = vendorStmt.get(file.name) as
            { code: string; name: string; hue: number } | undefined;
          return row ? vendorArtSvg(row) : null;
        },
        LOGO_SCALE,
      );
    return sendPicture(reply, picture, LONG_CACHE);
  });
}
