import { isTrial } from '../shell/roles';
import { isFlagOn, type WhitelabelFlags } from '../shell/whitelabel';

export type MessageCentreRowId =
  'channel' | 'announcements' | 'inbox' | 'liveChat' | 'feedback' | 'affiliateService';

/** Resource types that are a messaging-app channel (a Telegram or similar group). */
const CHANNEL_TYPES = ['telegram', 'channel', 'line', 'viber'];

/** The messaging-app channel address among the status resources, if one is configured. */
export function messagingChannelUrl(
  resources: readonly { resourceType: string; url: string }[],
): string | null {
  const hit = resources.find(
    (r) => CHANNEL_TYPES.includes(r.resourceType.trim().toLowerCase()) && r.url.trim() !== '',
  );
  return hit ? hit.url.trim() : null;
}

/**
 * The message-centre rows (spec 1 §2), in order: the channel when configured, announcements,
 * inbox, live chat only with CBS3, feedback (its way in, decision 070), and affiliate service when
 * a customer-service link exists.
 */
export function messageCentreRows(input: {
  flags: WhitelabelFlags;
  channelUrl: string | null;
  customerServiceUrl: string | null;
}): MessageCentreRowId[] {
  const rows: MessageCentreRowId[] = [];
  if (input.channelUrl) rows.push('channel');
  rows.push('announcements', 'inbox');
  if (isFlagOn(input.flags, 'CBS3')) rows.push('liveChat');
  rows.push('feedback');
  if (input.customerServiceUrl) rows.push('affiliateService');
  return rows;
}

export type MessageCentreAction = 'open' | 'login' | 'free_reject';

/**
 * What tapping a row does (spec 1 §2, §6): announcements and inbox need a session (else login);
 * trial accounts get free_reject on inbox and live chat; live chat needs a session too.
 */
export function messageCentreAction(
  row: MessageCentreRowId,
  session: { type: number | null | undefined } | null | undefined,
): MessageCentreAction {
  if (row === 'channel' || row === 'affiliateService') return 'open';
  if (!session) return 'login';
  if ((row === 'inbox' || row === 'liveChat') && isTrial(session.type)) return 'free_reject';
  return 'open';
}

/**
 * The chat launch's `language`: the stored language upper-cased, Chinese variants (zh-CN, CN_TW,
 * ZH...) collapsed to CN (spec 1 §7).
 */
export function chatLanguage(language: string | null | undefined): string {
  const upper = (language ?? '').trim().toUpperCase();
  if (!upper) return 'TY';
  if (/^(CN|ZH)([-_][A-Z]+)?$/.test(upper)) return 'CN';
  return upper;
}

/** The delay before the chat redirect, and the loading bound while it launches (spec 1 §9). */
export const CHAT_REDIRECT_DELAY_MS = 500;
