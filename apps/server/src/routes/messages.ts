import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import {
  announcement,
  announcements,
  chatLaunch,
  chatUnreadCount,
  feedback,
  helpCenter,
  inboxList,
  inboxUnreadCount,
  markAnnouncementRead,
  markInboxRead,
} from '@playdeck/contract';
import { isAgent, promotionCover } from '@playdeck/domain';
import type { z } from 'zod';
import { route, type RouteContext } from '../http/route';
import { takeSlot } from '../http/rateLimit';
import { readSettings } from '../settings';
import { requireCaptcha } from '../accounts/captcha';
import { limits } from '../accounts/limits';
import { featureOff, refuse, trialRefused } from '../accounts/refusals';
import type { SessionUser } from '../http/session';

/** A live-chat ticket opens the demo chat page for this long. */
export const CHAT_TICKET_TTL_MS = 2 * 60 * 60 * 1000;

interface AnnouncementRow {
  id: number;
  type: string;
  title: string;
  content: string;
  group_name: string;
  category: string | null;
  url: string | null;
  linkage_type: string | null;
  start_date: number;
  end_date: number | null;
  no_expiry: number;
  read_at: number | null;
}

const LIST_OF: Record<string, 'banners' | 'player' | 'popup' | 'promotion' | 'hot' | 'agent'> = {
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  PR: 'promotion',
  H: 'hot',
  A: 'agent',
};
/** Items people open and read; banners, promotions and hot items are not counted as unread. */
const READABLE = new Set(['PL', 'PU', 'A']);

/** A path on this site (`/m/home`), never another origin: the chat page's back link. */
export function sitePath(url: string | undefined): string | null {
  if (!url || url.length > 500) return null;
  return /^\/(?!\/)[^\s\\]*$/.test(url) ? url : null;
}

function notTrial(session: SessionUser): void {
  if (session.type === 4) throw trialRefused();
}

/** Announcements of these types showing now, in their order (with the user's read time). */
function activeAnnouncements(
  db: RouteContext['db'],
  q: {
    types: readonly string[];
    now: number;
    userId: number | null;
    groupName: string | null;
    platform: string;
  },
): AnnouncementRow[] {
  return db
    .prepare(
      `SELECT a.*, r.read_at FROM announcements a
         LEFT JOIN announcement_reads r ON r.announcement_id = a.id AND r.user_id = ?
        WHERE a.type IN (${q.types.map(() => '?').join(',')})
          AND a.start_date <= ? AND (a.no_expiry = 1 OR a.end_date IS NULL OR a.end_date >= ?)
          AND (? IS NULL OR a.group_name = ?)
          AND (a.platform = 'ALL' OR a.platform = ?)
        ORDER BY a.sort, a.id`,
    )
    .all(
      q.userId,
      ...q.types,
      q.now,
      q.now,
      q.groupName,
      q.groupName,
      q.platform,
    ) as AnnouncementRow[];
}

/** Reads announcements' images; prepared once for all the rows of an answer. */
function announcementImages(db: RouteContext['db']) {
  const statement = db.prepare(
    'SELECT sequence, url FROM announcement_images WHERE announcement_id = ? ORDER BY sequence',
  );
  return (id: number) => statement.all(id) as { sequence: number; url: string }[];
}

/**
 * The banner home shows first (group m_home on the mobile site, the cover image of the first
 * banner that has one), as the site picks it from `MCSFE_getListAnnouncements`.
 */
export function firstHomeBanner(db: RouteContext['db'], now: number): { url: string } | null {
  const rows = activeAnnouncements(db, {
    types: ['B'],
    now,
    userId: null,
    groupName: 'm_home',
    platform: 'M',
  });
  const imagesOf = announcementImages(db);
  for (const row of rows) {
    const url = promotionCover(imagesOf(row.id));
    if (url) return { url };
  }
  return null;
}

export function messageRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  route(app, ctx, announcements, ({ params, session }) => {
    const s = readSettings(db);
    if (params.merchantCode && params.merchantCode.toLowerCase() !== s.merchant)
      throw refuse('function.not.available', null, 400);
    const now = ctx.now();
    // Agent announcements are for agents only.
    const types = [...new Set(params.types.split(','))].filter(
      (t) => t !== 'A' || (session && isAgent(session.type)),
    );
    type Item = z.input<typeof announcement>;
    const value = {
      banners: [] as Item[],
      player: [] as Item[],
      popup: [] as Item[],
      promotion: [] as Item[],
      hot: [] as Item[],
      agent: [] as Item[],
      footer: { unreadCount: 0 },
    };
    if (types.length === 0) return value;
    const rows = activeAnnouncements(db, {
      types,
      now,
      userId: session?.id ?? null,
      groupName: params.groupName ?? null,
      platform: params.platform ?? 'M',
    });
    const imagesOf = announcementImages(db);
    const trial = session?.type === 4;
    for (const r of rows) {
      const read = trial || (session ? r.read_at !== null : false);
      if (READABLE.has(r.type) && !read) value.footer.unreadCount++;
      value[LIST_OF[r.type] ?? 'player'].push({
        id: r.id,
        type: r.type,
        title: r.title,
        content: r.content,
        startDate: r.start_date,
        endDate: r.end_date,
        noExpiry: r.no_expiry,
        read,
        groupName: r.group_name,
        category: r.category,
        url: r.url,
        linkageType: r.linkage_type,
        announcementImages: imagesOf(r.id),
      });
    }
    return value;
  });

  route(app, ctx, markAnnouncementRead, ({ params, session }) => {
    const exists = db
      .prepare('SELECT 1 FROM announcements WHERE id = ?')
      .get(Number(params.announcementId) || -1);
    if (!exists) throw refuse('not.found', null, 404);
    // Trial accounts count every notice as read already: nothing to store.
    if (session.type !== 4)
      db.prepare(
        'INSERT OR IGNORE INTO announcement_reads (user_id, announcement_id, read_at) VALUES (?, ?, ?)',
      ).run(session.id, Number(params.announcementId), ctx.now());
    return null;
  });

  route(app, ctx, inboxUnreadCount, ({ session }) => {
    notTrial(session);
    return db
      .prepare('SELECT COUNT(*) FROM inbox_messages WHERE user_id = ? AND read_at IS NULL')
      .pluck()
      .get(session.id) as number;
  });

  route(app, ctx, inboxList, ({ params, session }) => {
    notTrial(session);
    const total = db
      .prepare('SELECT COUNT(*) FROM inbox_messages WHERE user_id = ?')
      .pluck()
      .get(session.id) as number;
    const rows = db
      .prepare(
        `SELECT id, sender, title, content, created_at, read_at FROM inbox_messages
          WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(session.id, params.size, (params.page - 1) * params.size) as {
      id: number;
      sender: string;
      title: string;
      content: string;
      created_at: number;
      read_at: number | null;
    }[];
    return {
      list: rows.map((r) => ({
        id: r.id,
        sender: r.sender,
        title: r.title,
        content: r.content,
        createdAt: r.created_at,
        read: r.read_at !== null,
      })),
      pageNum: params.page,
      totalPages: Math.ceil(total / params.size),
      totalCount: total,
    };
  });

  route(app, ctx, markInboxRead, ({ params, session }) => {
    notTrial(session);
    const info = db
      .prepare(
        'UPDATE inbox_messages SET read_at = COALESCE(read_at, ?) WHERE id = ? AND user_id = ?',
      )
      .run(ctx.now(), Number(params.id) || -1, session.id);
    if (info.changes === 0) throw refuse('not.found', null, 404);
    return null;
  });

  route(app, ctx, chatUnreadCount, ({ session }) => {
    if (!readSettings(db).whitelabel.CBS3) throw featureOff();
    notTrial(session);
    const unReadCount = db
      .prepare(
        'SELECT COUNT(*) FROM chat_messages WHERE user_id = ? AND from_player = 0 AND read_at IS NULL',
      )
      .pluck()
      .get(session.id) as number;
    return { unReadCount };
  });

  route(app, ctx, chatLaunch, ({ params, session, req }) => {
    if (!readSettings(db).whitelabel.CBS3) throw featureOff();
    notTrial(session);
    const now = ctx.now();
    const ticket = randomBytes(24).toString('hex');
    db.prepare('DELETE FROM chat_tickets WHERE expires_at <= ?').run(now);
    const colour = params.headerColor ? `#${params.headerColor.replace(/^#/, '')}` : null;
    db.prepare(
      `INSERT INTO chat_tickets (ticket, user_id, title, header_color, back_url, language, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      ticket,
      session.id,
      params.title?.trim() || 'Live chat',
      colour,
      sitePath(params.backUrl),
      params.language?.toUpperCase() ?? null,
      now,
      now + CHAT_TICKET_TTL_MS,
    );
    return { chatUrl: `${req.protocol}://${req.host}/chat/?ticket=${ticket}` };
  });

  route(app, ctx, helpCenter, ({ params, req }) => {
    const header = typeof req.headers.language === 'string' ? req.headers.language : undefined;
    const asked = (params.language ?? header ?? 'TY').toUpperCase();
    const available = db
      .prepare('SELECT DISTINCT language FROM help_entries')
      .pluck()
      .all() as string[];
    const language = available.includes(asked) ? asked : available.includes('TY') ? 'TY' : asked;
    const list = db
      .prepare(
        'SELECT id, title, content, tag FROM help_entries WHERE language = ? ORDER BY position',
      )
      .all(language) as { id: number; title: string; content: string; tag: string | null }[];
    const pathList = readSettings(db).customerService.map((c) => ({ type: c.title, path: c.url }));
    return { list, version: { pathList } };
  });

  route(app, ctx, feedback, ({ params, session, req }) => {
    const now = ctx.now();
    takeSlot(db, limits.feedbackUser, String(session.id), now);
    requireCaptcha(req, db, params.captcha, now);
    db.prepare(
      'INSERT INTO feedback (user_id, sender, type, content, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(session.id, session.username, params.type, params.content, now);
    return null;
  });
}
