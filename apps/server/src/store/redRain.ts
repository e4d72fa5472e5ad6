import { operatorDayOf, operatorDayStart, pageCount, fromCentavos } from '@playdeck/domain';
import type { Db } from '../db/database';
import { hashText, seededRandom } from '../seed/catalogue-random';
import { teamScope } from './scope';
import { command, count, scalar, statement } from './sql';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Demo red envelope rains around `now`: three past ones (the agents' downlines grabbed
 * envelopes in them), one running now and two to come. Each lasts 30 minutes at 20:00 Manila.
 */
export function seedRedRain(db: Db, now: number): void {
  const insertEvent = command<[string, number, number, number, number]>(
    db,
    `INSERT INTO red_rain_events (title, starts_at, ends_at, envelope_count, total_cents)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const insertGrab = command<[number, number, number, number]>(
    db,
    'INSERT INTO red_rain_grabs (event_id, user_id, amount_cents, grabbed_at) VALUES (?, ?, ?, ?)',
  );
  const members = scalar<[], number>(
    db,
    'SELECT member_id FROM downlines ORDER BY member_id',
  ).all();
  const today = operatorDayStart(operatorDayOf(now));
  const windows: { title: string; start: number; length: number }[] = [
    { title: 'Weekend red rain', start: today - 6 * DAY + 20 * HOUR, length: 30 * 60_000 },
    { title: 'Payday red rain', start: today - 3 * DAY + 20 * HOUR, length: 30 * 60_000 },
    { title: 'Lucky night red rain', start: today - DAY + 20 * HOUR, length: 30 * 60_000 },
    { title: 'Live red rain', start: now - 10 * 60_000, length: 30 * 60_000 },
    { title: 'Tomorrow night red rain', start: today + DAY + 20 * HOUR, length: 30 * 60_000 },
    { title: 'Big weekend red rain', start: today + 4 * DAY + 20 * HOUR, length: 60 * 60_000 },
  ];
  for (const w of windows) {
    const rnd = seededRandom(hashText(`redRain:${w.title}`));
    const envelopes = rnd.int(200, 1_000);
    const id = Number(
      insertEvent.run(
        w.title,
        w.start,
        w.start + w.length,
        envelopes,
        envelopes * rnd.int(2_000, 8_000),
      ).lastInsertRowid,
    );
    if (w.start + w.length > now) continue;
    for (const member of members)
      if (rnd.int(0, 2) === 0)
        insertGrab.run(id, member, rnd.int(500, 20_000), w.start + rnd.int(0, w.length - 1));
  }
}

/** The rains, newest window first, with what the agent's whole downline grabbed in each. */
export function redRainPage(
  db: Db,
  agentId: number,
  now: number,
  pageNo: number,
  pageSize: number,
) {
  const totalCount = count(db, 'SELECT COUNT(*) FROM red_rain_events');
  const scope = teamScope(agentId, false);
  const rows = statement<
    unknown[],
    {
      id: number;
      title: string;
      starts_at: number;
      ends_at: number;
      envelope_count: number;
      total_cents: number;
      grabs: number;
      grabbed_cents: number;
      grabbers: number;
    }
  >(
    db,
    `${scope.cte}
       SELECT e.id, e.title, e.starts_at, e.ends_at, e.envelope_count, e.total_cents,
              COUNT(g.id) AS grabs, COALESCE(SUM(g.amount_cents), 0) AS grabbed_cents,
              COUNT(DISTINCT g.user_id) AS grabbers
         FROM red_rain_events e
         LEFT JOIN red_rain_grabs g ON g.event_id = e.id AND g.user_id IN (SELECT id FROM scope)
        GROUP BY e.id ORDER BY e.starts_at DESC, e.id DESC LIMIT ? OFFSET ?`,
  ).all(...scope.args, pageSize, (pageNo - 1) * pageSize);
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: r.title,
      startsAt: r.starts_at,
      endsAt: r.ends_at,
      status:
        now < r.starts_at
          ? ('UPCOMING' as const)
          : now < r.ends_at
            ? ('LIVE' as const)
            : ('ENDED' as const),
      envelopeCount: r.envelope_count,
      totalAmount: fromCentavos(r.total_cents),
      teamGrabCount: r.grabs,
      teamGrabAmount: fromCentavos(r.grabbed_cents),
      teamMembersGrabbing: r.grabbers,
    })),
    pageNum: pageNo,
    totalPages: pageCount(totalCount, pageSize),
    totalCount,
  };
}
