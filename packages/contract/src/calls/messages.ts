// Announcements, inbox, chat, feedback, help, customer service.
import * as z from 'zod/mini';
import { defineCall } from '../call';
import { acknowledged, anyId, captchaAnswer, count, epochMs, looseBool } from './shared';

/** Announcement types: banner, player notice, popup, promotion, hot, agent. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'A'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/**
 * Promotion categories (announcement `category` of type PR), in the order of the promotions tabs:
 * new player, deposit, app download, rng, live, pvp, sport, fish, lotto, rebate, player rank
 * rules, point mall, other.
 */
export const PROMOTION_CATEGORIES = [
  'NEW_PLAYER',
  'DEPOSIT',
  'APP_DOWNLOAD',
  'RNG',
  'LIVE',
  'PVP',
  'SPORT',
  'FISH',
  'LOTTO',
  'REBATE',
  'PLAYER_RANK',
  'POINT_MALL',
  'OTHER',
] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** Image of an announcement; the platform names the address `imageUrl` or `url`: read into `url`. */
export const announcementImage = z.pipe(
  z.looseObject({
    sequence: z.optional(z.coerce.number().check(z.int())),
    url: z.optional(z.string()),
    imageUrl: z.optional(z.string()),
  }),
  z.transform((i) => ({ sequence: i.sequence ?? 1, url: i.url ?? i.imageUrl ?? '' })),
);

/**
 * One announcement. `content` is HTML (sanitise before showing). Dates are epoch ms. `noExpiry` 1
 * = no end date. `url` + `linkageType` (`INTERNAL` = a site path, `EXTERNAL` = another site,
 * `NONE`) say what tapping a banner does. `read` is per user; always true for trial accounts.
 */
export const announcement = z.looseObject({
  id: anyId,
  type: z.nullish(z.string()),
  title: z._default(z.string(), ''),
  content: z._default(z.string(), ''),
  startDate: z.nullish(epochMs),
  endDate: z.nullish(epochMs),
  read: z._default(looseBool, false),
  groupName: z.nullish(z.string()),
  announcementImages: z._default(z.array(announcementImage), []),
  category: z.nullish(z.string()),
  noExpiry: z.nullish(
    z.pipe(
      z.union([looseBool, z.number()]),
      z.transform((v) => (v === true || v === 1 ? 1 : 0) as 0 | 1),
    ),
  ),
  url: z.nullish(z.string()),
  linkageType: z.nullish(z.string()),
});
export type Announcement = z.output<typeof announcement>;

const typesList = z
  .string()
  .check(
    z.trim(),
    z.regex(/^(B|PL|PU|PR|H|A)(,(B|PL|PU|PR|H|A))*$/, 'comma list of B, PL, PU, PR, H, A'),
  );

/**
 * `GET /wps/relay/MCSFE_getListAnnouncements`: `types` e.g. `B,PL,PU,PR,H` (home) or `A` (agent),
 * `groupName` e.g. `m_home` (only items of that group), `platform` `M`. The token is optional:
 * with one, `read` is the user's own. Items go to `banners` (B), `player` (PL), `popup` (PU),
 * `promotion` (PR), `hot` (H), `agent` (A). `footer.unreadCount` counts the unread player, popup
 * and agent items answered (banners, promotions and hot items are not "read").
 */
export const announcements = defineCall({
  id: 'announcements',
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  moduleId: 'COMM3',
  token: 'optional',
  encrypted: false,
  request: z.object({
    types: typesList,
    groupName: z.optional(z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_]{1,40}$/))),
    platform: z.optional(z.enum(['M', 'W'])),
    merchantCode: z.optional(z.string().check(z.trim(), z.maxLength(40))),
    execution: z.optional(z.enum(['A', 'B', 'F'])),
    token: z.optional(z.string().check(z.maxLength(200))),
  }),
  response: z.looseObject({
    banners: z._default(z.array(announcement), []),
    player: z._default(z.array(announcement), []),
    popup: z._default(z.array(announcement), []),
    promotion: z._default(z.array(announcement), []),
    hot: z._default(z.array(announcement), []),
    agent: z._default(z.array(announcement), []),
    footer: z.nullish(z.looseObject({ unreadCount: count })),
  }),
});

/**
 * `POST /wps/relay/MCSFE_markAnnouncementAsRead` (path chosen: not public) `{announcementId,
 * read: true}`. For trial accounts it changes nothing (they count every notice as read).
 */
export const markAnnouncementRead = defineCall({
  id: 'markAnnouncementRead',
  method: 'POST',
  path: '/wps/relay/MCSFE_markAnnouncementAsRead',
  moduleId: 'COMM3',
  token: true,
  encrypted: false,
  request: z.object({ announcementId: anyId, read: z._default(z.literal(true), true) }),
  response: acknowledged,
});

/** `GET /wps/relay/CSP_unreadCount` (token): unread inbox messages, a number. Not for trial accounts. */
export const inboxUnreadCount = defineCall({
  id: 'inboxUnreadCount',
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  moduleId: 'INBOX3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: count,
});

export const inboxMessage = z.looseObject({
  id: anyId,
  title: z.string(),
  content: z.string(),
  sender: z.nullish(z.string()),
  createdAt: epochMs,
  read: looseBool,
});
export type InboxMessage = z.output<typeof inboxMessage>;

/**
 * `GET /wps/relay/CSP_getInbox?page=&size=` (token; answer shape chosen): newest first. `content`
 * is HTML. Not for trial accounts (`free_reject`).
 */
export const inboxList = defineCall({
  id: 'inboxList',
  method: 'GET',
  path: '/wps/relay/CSP_getInbox',
  moduleId: 'INBOX3',
  token: true,
  encrypted: false,
  request: z.object({
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
    size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
  }),
  response: z.object({
    list: z.array(inboxMessage),
    pageNum: z.int().check(z.gte(1)),
    totalPages: z.int().check(z.gte(0)),
    totalCount: z.int().check(z.gte(0)),
  }),
});

/** `POST /wps/relay/CSP_markAsRead {id}` (token; path chosen): marks one inbox message read. */
export const markInboxRead = defineCall({
  id: 'markInboxRead',
  method: 'POST',
  path: '/wps/relay/CSP_markAsRead',
  moduleId: 'INBOX3',
  token: true,
  encrypted: false,
  request: z.object({ id: anyId }),
  response: acknowledged,
});

/** `GET /wps/relay/CBS_unreadCount` (token): `value.unReadCount`. Needs CBS3; not for trial accounts. */
export const chatUnreadCount = defineCall({
  id: 'chatUnreadCount',
  method: 'GET',
  path: '/wps/relay/CBS_unreadCount',
  moduleId: 'CBS3',
  token: true,
  encrypted: false,
  request: z.object({}),
  response: z.looseObject({ unReadCount: count }),
});

/**
 * `GET /wps/relay/CBS_launchChat` (token): the live-chat address to redirect to. `backUrl` must be
 * a path of this site (the chat page links back to it). Needs CBS3; not for trial accounts.
 */
export const chatLaunch = defineCall({
  id: 'chatLaunch',
  method: 'GET',
  path: '/wps/relay/CBS_launchChat',
  moduleId: 'CBS3',
  token: true,
  encrypted: false,
  request: z.object({
    b2c: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1)), 1),
    language: z.optional(z.string().check(z.trim(), z.regex(/^[A-Za-z_-]{2,8}$/))),
    backUrl: z.optional(z.string().check(z.maxLength(500))),
    headerColor: z.optional(
      z.string().check(z.trim(), z.regex(/^#?[0-9A-Fa-f]{3,8}$/, 'a hex colour')),
    ),
    title: z.optional(z.string().check(z.maxLength(60))),
  }),
  response: z.looseObject({ chatUrl: z.string().check(z.minLength(1)) }),
});

export const helpEntry = z.looseObject({
  id: z.optional(anyId),
  title: z.string(),
  content: z.string(),
  tag: z.nullish(z.string()),
});
export type HelpEntry = z.output<typeof helpEntry>;

const servicePathEntry = z.looseObject({ type: z.string(), path: z.string() });
const helpValue = z.object({
  list: z.array(helpEntry),
  version: z.nullish(z.looseObject({ pathList: z._default(z.array(servicePathEntry), []) })),
});

/**
 * `GET /wps/system/helpCenter?device=MOBILE&language=`: help entries in order (`content` HTML; the
 * entry tagged `about` is the about-us page) and `version.pathList`, the service links by `type`
 * (plain addresses). A bare array answer is read as the list.
 */
export const helpCenter = defineCall({
  id: 'helpCenter',
  method: 'GET',
  path: '/wps/system/helpCenter',
  moduleId: 'COMM3',
  token: false,
  encrypted: false,
  request: z.object({
    device: z._default(z.enum(['MOBILE', 'WEB']), 'MOBILE'),
    language: z.optional(z.string().check(z.trim(), z.regex(/^[A-Za-z_-]{2,8}$/))),
  }),
  response: z.union([
    helpValue,
    z.pipe(
      z.array(helpEntry),
      z.transform((list) => ({ list, version: { pathList: [] } })),
    ),
  ]),
});

/** Feedback question types: other 0, deposit 1, withdrawal 2, game 3, customer service 4, apply agent 6. */
export const FEEDBACK_TYPES = [0, 1, 2, 3, 4, 6] as const;

/**
 * `PUT /wps/feedback` (token): content 10 to 200 characters, a question type and the captcha
 * (bound to the `captchaId` cookie). `sender` is recorded from the session, whatever is sent.
 */
export const feedback = defineCall({
  id: 'feedback',
  method: 'PUT',
  path: '/wps/feedback',
  moduleId: 'FEEDBACK3',
  token: true,
  encrypted: false,
  request: z.object({
    content: z
      .string()
      .check(z.trim(), z.minLength(10, 'at least 10 characters'), z.maxLength(200, 'at most 200')),
    sender: z.optional(z.string().check(z.maxLength(64))),
    type: z.coerce.number().check(
      z.int(),
      z.refine((t) => (FEEDBACK_TYPES as readonly number[]).includes(t), 'a question type'),
    ),
    captcha: z.pipe(captchaAnswer(16), z.string().check(z.minLength(1, 'Enter a captcha'))),
  }),
  response: acknowledged,
});

export const messageCalls = {
  announcements,
  markAnnouncementRead,
  inboxUnreadCount,
  inboxList,
  markInboxRead,
  chatUnreadCount,
  chatLaunch,
  helpCenter,
  feedback,
} as const;
