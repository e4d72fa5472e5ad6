import type { FastifyInstance, FastifyReply } from 'fastify';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { fail, ok } from '@playdeck/contract';
import type { Db } from '../db/database';
import { appIconSvg, avatarSvg, bannerSvg, banners, promotionSvg } from '../media/artwork';
import {
  inlinePicture,
  type Picture,
  PictureCache,
  pictureFile,
  sendPicture,
} from '../media/picture';
import { countEvents, recordEvent } from '../http/rateLimit';
import { limits } from '../accounts/limits';
import { readSiteStyle, withSiteStyle } from '../pages/siteStyle';
import { publicOrigin } from '../http/origin';
import { readSettings } from '../settings';
import {
  chatConversation,
  insertChatExchange,
  liveChatTicket,
  markChatRead,
  type ChatTicketRow,
} from '../store/messages';

/**
 * What the reference server serves besides the API: generated artwork under `/media/`, the demo
 * live-chat page (`/chat/`, opened by `CBS_launchChat`), the customer-service page (`/support/`)
 * and the app download pages and profile (`/download/`). Everything works under the strict CSP:
 * no inline script or style.
 */
const page = (name: string) => readFileSync(new URL(`../pages/${name}`, import.meta.url), 'utf8');
const files = {
  chatHtml: page('chat.html'),
  chatJs: page('chat.js'),
  chatCss: page('chat.css'),
  support: page('support.html'),
  install: page('install.html'),
};

const DAY_SECONDS = 86_400;

function svg(reply: FastifyReply, body: string | null) {
  if (!body) return reply.code(404).send(fail('not.found', 'Not found'));
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', `public, max-age=${DAY_SECONDS}`)
    .send(body);
}

const installSteps = {
  ios: [
    'Open this site in <strong>Safari</strong>.',
    'Tap the <strong>Share</strong> button.',
    'Choose <strong>Add to Home Screen</strong>, then <strong>Add</strong>.',
  ],
  android: [
    'Open this site in <strong>Chrome</strong>.',
    'Tap the <strong>⋮</strong> menu.',
    'Choose <strong>Install app</strong> (or <strong>Add to Home screen</strong>).',
  ],
};

function mobileConfig(siteUrl: string): string {
  const esc = siteUrl.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>FullScreen</key><true/>
      <key>IsRemovable</key><true/>
      <key>Label</key><string>Playdeck</string>
      <key>PayloadDescription</key><string>Adds Playdeck to your home screen</string>
      <key>PayloadDisplayName</key><string>Playdeck</string>
      <key>PayloadIdentifier</key><string>test.playdeck.webclip</string>
      <key>PayloadType</key><string>com.apple.webClip.managed</string>
      <key>PayloadUUID</key><string>6C1F6A8E-3B4D-4C55-9E0B-2B7F0C6A1D21</string>
      <key>PayloadVersion</key><integer>1</integer>
      <key>Precomposed</key><true/>
      <key>URL</key><string>${esc}</string>
    </dict>
  </array>
  <key>PayloadDisplayName</key><string>Playdeck</string>
  <key>PayloadIdentifier</key><string>test.playdeck.profile</string>
  <key>PayloadRemovalDisallowed</key><false/>
  <key>PayloadType</key><string>Configuration</string>
  <key>PayloadUUID</key><string>0E2B9E3C-7F41-4A0B-8C6D-5D3E2A1B9F47</string>
  <key>PayloadVersion</key><integer>1</integer>
</dict>
</plist>
`;
}

const ticketSchema = z.string().regex(/^[0-9a-f]{48}$/);
const postSchema = z.object({ ticket: ticketSchema, body: z.string().trim().min(1).max(500) });

const SUPPORT_REPLY =
  'Thanks for your message! A support agent will answer here shortly. For account safety, never share your password or SMS codes.';

/**
 * Banners are wide gradients with large type: at WebP quality 60 they look the same as at 82 and
 * weigh about 9 kB instead of 13, small enough for home's first one to travel inside the page.
 */
const BANNER_WEBP_QUALITY = 60;

const BANNER_PATH = '/media/banners/';

/** A demo banner by its file name (`welcome.webp`), drawn once; null when there is no such banner. */
function bannerPicture(pictures: PictureCache, fileName: string): Promise<Picture> | null {
  const file = pictureFile(fileName);
  const art = file && Object.hasOwn(banners, file.name) ? banners[file.name] : undefined;
  return file && art
    ? pictures.get(`b${file.name}`, file.format, () => bannerSvg(art), 1, BANNER_WEBP_QUALITY)
    : null;
}

/**
 * A banner address as a `data:` URL for a page's HTML when it is one of the server's own WebP
 * banners (home's shell paints it with the HTML); null for any other address.
 */
export async function inlineBanner(pictures: PictureCache, url: string): Promise<string | null> {
  const own = url.startsWith(BANNER_PATH)
    ? bannerPicture(pictures, url.slice(BANNER_PATH.length))
    : null;
  const picture = own ? await own : null;
  return picture?.type === 'image/webp' ? inlinePicture(picture) : null;
}

/**
 * Banners and promotion pictures as WebP (what the site shows) or SVG; avatars and the app icon
 * stay SVG: small, no text to lay out. `pictures` is shared with home's shell, which inlines the
 * first banner.
 */
export function pageRoutes(
  app: FastifyInstance,
  db: Db,
  now: () => number,
  pictures: PictureCache,
  siteDir?: string,
): void {
  // The site's look (its skin's tokens and colour mode) for the server's own pages.
  const style = readSiteStyle(siteDir);
  const chatHtml = withSiteStyle(files.chatHtml, style);
  const support = withSiteStyle(files.support, style);
  const install = withSiteStyle(files.install, style);
  const mediaCache = `public, max-age=${DAY_SECONDS}`;
  app.get<{ Params: { file: string } }>(`${BANNER_PATH}:file`, (req, reply) =>
    sendPicture(reply, bannerPicture(pictures, req.params.file), mediaCache),
  );
  app.get<{ Params: { file: string } }>('/media/promotions/:file', (req, reply) => {
    const file = pictureFile(req.params.file);
    const picture =
      file && pictures.get(`p${file.name}`, file.format, () => promotionSvg(file.name));
    return sendPicture(reply, picture, mediaCache);
  });
  app.get('/media/avatars/:file', (req, reply) =>
    svg(reply, avatarSvg(Number((req.params as { file: string }).file.replace(/\.svg$/, '')))),
  );
  app.get('/media/app/icon.svg', (_req, reply) => svg(reply, appIconSvg()));

  app.get('/chat/', (_req, reply) => reply.type('text/html; charset=utf-8').send(chatHtml));
  app.get('/chat/chat.js', (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').send(files.chatJs),
  );
  app.get('/chat/chat.css', (_req, reply) =>
    reply.type('text/css; charset=utf-8').send(files.chatCss),
  );
  app.get('/support/', (_req, reply) => reply.type('text/html; charset=utf-8').send(support));

  app.get('/download/ios.html', (_req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        install
          .replace('{{device}}', 'iPhone')
          .replace('{{steps}}', installSteps.ios.map((s) => `<li>${s}</li>`).join('')),
      ),
  );
  app.get('/download/android.html', (_req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        install
          .replace('{{device}}', 'Android')
          .replace('{{steps}}', installSteps.android.map((s) => `<li>${s}</li>`).join('')),
      ),
  );
  app.get('/download/playdeck.mobileconfig', (_req, reply) =>
    reply
      .type('application/x-apple-aspen-config')
      .header('content-disposition', 'attachment; filename="playdeck.mobileconfig"')
      .send(mobileConfig(`${publicOrigin(readSettings(db))}/m/home`)),
  );

  const liveTicket = (raw: unknown): ChatTicketRow | undefined => {
    const parsed = ticketSchema.safeParse(raw);
    if (!parsed.success) return undefined;
    // Only while the session that opened the chat is live (logout, password change, expiry).
    const at = now();
    return liveChatTicket(db, parsed.data, at);
  };
  const conversation = (userId: number) =>
    chatConversation(db, userId).map((m) => ({
      fromPlayer: m.from_player === 1,
      body: m.body,
      createdAt: m.created_at,
    }));
  const expired = (reply: FastifyReply) =>
    reply
      .code(404)
      .send(fail('not.found', 'This chat link has expired. Open live chat again from the site.'));

  app.get('/chat/api/session', (req, reply) => {
    const t = liveTicket((req.query as { ticket?: unknown }).ticket);
    if (!t) return expired(reply);
    // Opening the chat reads the support agent's messages.
    markChatRead(db, t.user_id, now());
    return ok({
      title: t.title,
      headerColor: t.header_color,
      backUrl: t.back_url,
      expiresAt: t.expires_at,
      messages: conversation(t.user_id),
    });
  });

  app.post('/chat/api/messages', (req, reply) => {
    const parsed = postSchema.safeParse(req.body);
    if (!parsed.success)
      return reply
        .code(400)
        .send(fail('request_param_err', 'Write a message of up to 500 characters'));
    const t = liveTicket(parsed.data.ticket);
    if (!t) return expired(reply);
    const at = now();
    if (countEvents(db, limits.chatTicket, t.ticket, at) >= limits.chatTicket.max)
      return reply
        .code(429)
        .send(fail('request.too.frequent', 'Please wait a moment before sending more'));
    recordEvent(db, limits.chatTicket, t.ticket, at);
    insertChatExchange(db, {
      userId: t.user_id,
      body: parsed.data.body,
      reply: SUPPORT_REPLY,
      now: at,
    });
    return ok({ messages: conversation(t.user_id) });
  });
}
