import * as z from 'zod/mini';
import { anyId, count, epochMs, looseBool } from '../shared';
import { defineCall } from '../../call';

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
 * `groupName` e.g. `m_home` (only items of that group), `platform` `M`. The token is optional and
 * travels only in `Authorization` (api-contract §8 #3): with one, `read` is the user's own. Items
 * go to `banners` (B), `player` (PL), `popup` (PU), `promotion` (PR), `hot` (H), `agent` (A).
 * `footer.unreadCount` counts the unread player, popup and agent items answered (banners,
 * promotions and hot items are not "read").
 * Asked for alone (`types=A`), agent announcements go under module AGEANNOUNCE3; with that module
 * off the server answers no agent items.
 */
export const announcements = defineCall({
  id: 'announcements',
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  moduleId: 'COMM3',
  // The agents' own announcements are a module of their own (spec 2 §9 module ids).
  moduleIdOf: (p) => (p.types === 'A' ? 'AGEANNOUNCE3' : undefined),
  token: 'optional',
  encrypted: false,
  request: z.object({
    types: typesList,
    groupName: z.optional(z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_]{1,40}$/))),
    platform: z.optional(z.enum(['M', 'W'])),
    merchantCode: z.optional(z.string().check(z.trim(), z.maxLength(40))),
    execution: z.optional(z.enum(['A', 'B', 'F'])),
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
