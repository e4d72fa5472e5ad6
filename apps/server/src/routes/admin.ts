import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail, ok } from '@playdeck/contract';
import type { Db } from '../db/database';
import { writeSettings } from '../settings';

const settingsPatch = z
  .object({ maintenance: z.boolean(), regionRestriction: z.boolean() })
  .partial()
  .strict();

/** Dev-only knobs for tests and demos; registered only when the server is started with admin on. */
export function adminRoutes(app: FastifyInstance, db: Db): void {
  app.post('/__dev/settings', async (req, reply) => {
    const parsed = settingsPatch.safeParse(req.body);
    if (!parsed.success)
      return reply.code(400).send(fail('request_param_err', parsed.error.issues[0]?.message));
    return ok(writeSettings(db, parsed.data));
  });
}
