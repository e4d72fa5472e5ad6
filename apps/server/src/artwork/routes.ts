import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { PictureCache, pictureFile, sendPicture } from '../media/picture';
import { ART_VERSION, gameArtSvg, vendorArtSvg } from './gameArt';
import { gameArtReader, vendorArtReader } from '../store/gameCatalogue';

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
  const gameArt = gameArtReader(db);
  const vendorArt = vendorArtReader(db);

  app.get<{ Params: { file: string } }>(`/artwork/${ART_VERSION}/games/:file`, (req, reply) => {
    const file = pictureFile(req.params.file, /^\d{1,9}$/);
    const picture =
      file &&
      pictures.get(`g${file.name}`, file.format, () => {
        const row = gameArt(Number(file.name));
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
          const row = vendorArt(file.name);
          return row ? vendorArtSvg(row) : null;
        },
        LOGO_SCALE,
      );
    return sendPicture(reply, picture, LONG_CACHE);
  });
}
