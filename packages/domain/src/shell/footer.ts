/** Help-centre links for the home footer: every entry except the about-us one, by its position. */
export function footerHelpLinks(
  entries: readonly { title: string; tag?: string | null }[],
): { title: string; position: number }[] {
  return entries
    .map((e, position) => ({ title: e.title, tag: e.tag, position }))
    .filter((e) => (e.tag ?? '').toLowerCase() !== 'about' && e.title.trim() !== '')
    .map(({ title, position }) => ({ title, position }));
}

export type SocialNetwork = 'facebook' | 'telegram' | 'whatsapp';

const networks: readonly SocialNetwork[] = ['facebook', 'telegram', 'whatsapp'];

function networkOf(...names: (string | null | undefined)[]): SocialNetwork | null {
  for (const n of names) {
    const lower = (n ?? '').toLowerCase();
    const hit = networks.find((net) => lower === net);
    if (hit) return hit;
  }
  return null;
}

/**
 * Social media links for the footer, one per network: from customer-service entries (`csType` or
 * `title` FACEBOOK, TELEGRAM, WHATSAPP) and channel resources (`resourceType` e.g. Telegram).
 */
export function socialLinks(
  customerService: readonly { title?: string | null; csType?: string | null; url: string }[],
  resources: readonly { resourceType: string; url: string }[],
): { network: SocialNetwork; url: string }[] {
  const found = new Map<SocialNetwork, string>();
  for (const c of customerService) {
    const net = networkOf(c.csType, c.title);
    if (net && c.url && !found.has(net)) found.set(net, c.url);
  }
  for (const r of resources) {
    const net = networkOf(r.resourceType);
    if (net && r.url && !found.has(net)) found.set(net, r.url);
  }
  return networks
    .filter((n) => found.has(n))
    .map((network) => ({ network, url: found.get(network)! }));
}

/** The minimum age to play: the Philippine regulator's 21, unless a deployment sets its own. */
export const DEFAULT_MIN_PLAYER_AGE = 21;

/**
 * The deployment's minimum player age from its setting (`PLAYDECK_MIN_AGE`): a whole number from
 * 18 to 25, else the default. Every text that states an age uses this one figure.
 */
export function minPlayerAge(setting: string | undefined): number {
  if (setting === undefined || setting.trim() === '') return DEFAULT_MIN_PLAYER_AGE;
  const age = Number(setting);
  if (!Number.isInteger(age) || age < 18 || age > 25) {
    throw new Error(`PLAYDECK_MIN_AGE="${setting}" is not an age from 18 to 25.`);
  }
  return age;
}
