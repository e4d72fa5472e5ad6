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
import { publicOrigin } from '../http/origin';
import { requireCaptcha } from '../accounts/captcha';
import { limits } from '../accounts/limits';
import { featureOff, refuse, trialRefused } from '../accounts/refusals';
import type { SessionUser } from '../http/session';
import {
  activeAnnouncements,
  announcementExists,
  announcementImages,
  helpEntries,
  helpLanguages,
  inboxPage,
  insertChatTicket,
  insertFeedback,
  markAnnouncementReadBy,
  markInboxMessageRead,
  unreadChatCount,
  unreadInboxCount,
} from '../store/messages';

/** A live-chat ticket opens the demo chat page for this long, and never longer than its session. */
export const CHAT_TICKET_TTL_MS = 2 * 60 * 60 * 1000;

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
    // Agent announcements are for agents only, and only while their module (AGEANNOUNCE3) is on.
    const agentNotices = s.whitelabel.AGEANNOUNCE3 !== false;
    const types = [...new Set(params.types.split(','))].filter(
      (t) => t !== 'A' || (agentNotices && session && isAgent(session.type)),
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
    const exists = announcementExists(db, Number(params.announcementId) || -1);
    if (!exists) throw refuse('not.found', null, 404);
    // Trial accounts count every notice as read already: nothing to store.
    if (session.type !== 4)
      markAnnouncementReadBy(db, session.id, Number(params.announcementId), ctx.now());
    return null;
  });

  route(app, ctx, inboxUnreadCount, ({ session }) => {
    notTrial(session);
    return unreadInboxCount(db, session.id);
  });

  route(app, ctx, inboxList, ({ params, session }) => {
    notTrial(session);
    const { rows, totalCount: total } = inboxPage(db, session.id, params);
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
    if (!markInboxMessageRead(db, session.id, Number(params.id) || -1, ctx.now()))
      throw refuse('not.found', null, 404);
    return null;
  });

  route(app, ctx, chatUnreadCount, ({ session }) => {
    if (!readSettings(db).whitelabel.CBS3) throw featureOff();
    notTrial(session);
    return { unReadCount: unreadChatCount(db, session.id) };
  });

  route(app, ctx, chatLaunch, ({ params, session }) => {
    const settings = readSettings(db);
    if (!settings.whitelabel.CBS3) throw featureOff();
    notTrial(session);
    const now = ctx.now();
    const ticket = randomBytes(24).toString('hex');
    const colour = params.headerColor ? `#${params.headerColor.replace(/^#/, '')}` : null;
    insertChatTicket(db, {
      ticket,
      userId: session.id,
      sessionToken: session.token,
      title: params.title?.trim() || 'Live chat',
      headerColor: colour,
      backUrl: sitePath(params.backUrl),
      language: params.language?.toUpperCase() ?? null,
      now,
      expiresAt: now + CHAT_TICKET_TTL_MS,
    });
    return { chatUrl: `${publicOrigin(settings)}/chat/?ticket=${ticket}` };
  });

  // `lang` asks for a language (else the Language header); the answer is the array of entries
  // (api-contract §8 #10). Service links are in the status.
  route(app, ctx, helpCenter, ({ params, req }) => {
    const header = typeof req.headers.language === 'string' ? req.headers.language : undefined;
    const asked = (params.lang ?? header ?? 'TY').toUpperCase();
    const available = helpLanguages(db);
    const language = available.includes(asked) ? asked : available.includes('TY') ? 'TY' : asked;
    return helpEntries(db, language);
  });

  route(app, ctx, feedback, ({ params, session, req }) => {
    const now = ctx.now();
    takeSlot(db, limits.feedbackUser, String(session.id), now);
    requireCaptcha(req, db, params.captcha, now);
    insertFeedback(db, {
      userId: session.id,
      sender: session.username,
      type: params.type,
      content: params.content,
      now,
    });
    return null;
  });
}
