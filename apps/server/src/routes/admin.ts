import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail, ok } from '@playdeck/contract';
import type { Db } from '../db/database';
import { readSettings, resetSettings, settingsPatchSchema, writeSettings } from '../settings';
import { readOutbox } from '../store/outbox';
import { captchaAnswerOf } from '../store/captchas';
import { addDevVendor, DEV_VENDOR_CODE, removeDevVendor } from '../seed/devVendor';

const devVendorBody = z.object({
  code: z.string().regex(DEV_VENDOR_CODE).default('DEVLONG'),
  name: z.string().trim().min(1).max(40).default('Long List'),
  gameType: z.enum(['RNG', 'LIVE', 'PVP', 'FISH']).default('RNG'),
  count: z.number().int().min(1).max(5000).default(1000),
});

const outboxQuery = z.object({
  to: z.string().trim().max(120).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * Dev-only knobs for tests and demos; registered only when the server is started with
 * PLAYDECK_DEV_ADMIN=1. `POST /__dev/settings` patches any operator setting (flags and register
 * rules per key), `GET` reads them, `DELETE` drops the overrides. `GET /__dev/outbox?to=` lists the
 * SMS (`to` = dialling code + number, digits) and e-mails (`to` = address) the server "sent".
 * `GET /__dev/captcha?id=` answers the digits of a live captcha (the `captchaId` cookie, which
 * browser tests can read from their context), without using it up. `POST /__dev/games` adds a
 * vendor of many games (`{ code: 'DEV…', name, gameType, count }`, default 1,000 slots of
 * `DEVLONG`: `/m/slot-games?vassalage=DEVLONG` is then a long game list); `DELETE
 * /__dev/games?vendor=DEV…` removes it.
 */
export function adminRoutes(app: FastifyInstance, db: Db): void {
  app.get('/__dev/settings', async () => ok(readSettings(db)));
  app.post('/__dev/settings', async (req, reply) => {
    const parsed = settingsPatchSchema.safeParse(req.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return reply
        .code(400)
        .send(fail('request_param_err', `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`));
    }
    try {
      return ok(writeSettings(db, parsed.data));
    } catch (e) {
      return reply.code(400).send(fail('request_param_err', (e as Error).message));
    }
  });
  app.delete('/__dev/settings', async () => ok(resetSettings(db)));

  app.post('/__dev/games', async (req, reply) => {
    const parsed = devVendorBody.safeParse(req.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return reply
        .code(400)
        .send(fail('request_param_err', `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`));
    }
    addDevVendor(db, parsed.data);
    return ok(parsed.data);
  });
  app.delete('/__dev/games', async (req, reply) => {
    const vendor = (req.query as { vendor?: unknown }).vendor;
    if (typeof vendor !== 'string' || !DEV_VENDOR_CODE.test(vendor))
      return reply.code(400).send(fail('request_param_err', 'vendor: DEV followed by letters'));
    try {
      return ok({ removed: removeDevVendor(db, vendor) });
    } catch (e) {
      // A game of it was played: its bets and launches keep it.
      return reply.code(409).send(fail('request_param_err', (e as Error).message));
    }
  });

  app.get('/__dev/captcha', async (req, reply) => {
    const id = (req.query as { id?: unknown }).id;
    const answer =
      typeof id === 'string' && /^[0-9a-f]{32}$/.test(id) ? captchaAnswerOf(db, id) : undefined;
    if (typeof answer !== 'string')
      return reply.code(404).send(fail('not.found', 'No such captcha'));
    return ok({ answer });
  });

  app.get('/__dev/outbox', async (req, reply) => {
    const parsed = outboxQuery.safeParse(req.query);
    if (!parsed.success) return reply.code(400).send(fail('request_param_err', 'to, limit'));
    let to = parsed.data.to;
    // Phone numbers are stored as digits: "+63 917 123 4567" finds "639171234567".
    if (to && /^[+\d\s-]+$/.test(to)) to = to.replace(/\D/g, '');
    return ok(
      readOutbox(db, to?.toLowerCase(), parsed.data.limit).map((m) => ({
        id: m.id,
        channel: m.channel,
        to: m.recipient,
        subject: m.subject,
        body: m.body,
        createdAt: m.created_at,
        /** The first 4-10 digit code in the text, for tests. */
        code: m.channel === 'sms' ? (/\b(\d{4,10})\b/.exec(m.body)?.[1] ?? null) : null,
      })),
    );
  });
}
