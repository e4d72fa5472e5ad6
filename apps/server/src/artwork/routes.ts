import type { FastifyInstance, FastifyReply } from 'fastify';
import { fail } from '@playdeck/contract';
import type { Db } from '../db/database';
import { ART_VERSION, gameArtSvg, vendorArtSvg } from './gameArt';

/** A year: the picture at a versioned URL never changes. */
const LONG_CACHE = 'public, max-age=31536000, immutable';

function sendSvg(reply: FastifyReply, svg: string) {
  return reply.header('Cache-Control', LONG_CACHE).type('image/svg+xml; charset=utf-8').send(svg);
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send(fail('not.found', 'No such picture'));
}

/** Serves the generated game and vendor pictures; each is drawn once and kept in memory. */
export function artworkRoutes(app: FastifyInstance, db: Db): void {
  const drawn = new Map<string, string>();
  const gameStmt = db.prepare(
    `SELECT g.id, g.name, g.vendor, g.classify, v.hue
       FROM games g JOIN vendors v ON v.code = g.vendor WHERE g.id = ?`,
  );
  const vendorStmt = db.prepare(
    'SELECT code, display_name AS name, hue FROM vendors WHERE code = ?',
  );

  app.get<{ Params: { file: string } }>(
    `/artwork/${ART_VERSION}/games/:file`,
    async (req, reply) => {
      const match = /^(\d{1,9})\.svg$/.exec(req.params.file);
      if (!match) return notFound(reply);
      const key = `g${match[1]}`;
      let svg = drawn.get(key);
      if (!svg) {
        const row = gameStmt.get(Number(match[1])) as
          | { id: number; name: string; vendor: string; classify: string | null; hue: number }
          | undefined;
        if (!row) return notFound(reply);
        svg = gameArtSvg({
          gameId: row.id,
          name: row.name,
          vendor: row.vendor,
          vendorHue: row.hue,
          classify: row.classify,
        });
        drawn.set(key, svg);
      }
      return sendSvg(reply, svg);
    },
  );

  app.get<{ Params: { file: string } }>(
    `/artwork/${ART_VERSION}/vendors/:file`,
    async (req, reply) => {
      const match = /^([A-Za-z0-9_-]{1,40})\.svg$/.exec(req.params.file);
      if (!match) return notFound(reply);
      const key = `v${match[1]}`;
      let svg = drawn.get(key);
      if (!svg) {
        const row = vendorStmt.get(match[1]) as
          { code: string; name: string; hue: number } | undefined;
        if (!row) return notFound(reply);
        svg = vendorArtSvg(row);
        drawn.set(key, svg);
      }
      return sendSvg(reply, svg);
    },
  );
}
