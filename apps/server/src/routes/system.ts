import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { registerSettings, systemCountry, systemStatus } from '@playdeck/contract';
import { route, type RouteContext } from '../http/route';
import { readSettings, type OperatorSettings } from '../settings';
import { encodeServicePath } from '../crypto/platformCodec';

type Node = { modId: string; enabled: string; childrenNodes?: Node[] };

/** Where each flag sits in the whitelabel tree (menus first); unknown flags go under OTHER. */
const GROUPS: Record<string, string[]> = {
  MEMBER_MENU: [
    'MYACC',
    'VIP',
    'REWCEN3',
    'TRANSREC3',
    'TRANSBETREPMEM3',
    'PERSREP',
    'PTSYS3',
    'SECPRIV',
    'PAYMENTPASS3',
    'BINDCARD3',
  ],
  MESSAGES: ['MAILCEN', 'INBOX3', 'CBS3'],
  AGENT_MENU: [
    'AGENT',
    'AGEPAG',
    'DOWNMAN',
    'AGENTRANSMULTDOWN3',
    'AGETEAMPNL3',
    'TEAMBETTING3',
    'GAMSER',
    'AGEREBINC3',
  ],
  LOGIN_REGISTER: [
    'USERNAMEREG3',
    'MOBILENUMREG3',
    'MOBILENUMPASSREG3',
    'REGMOBVERF3',
    'FREEPLAY3',
    'MOBILEVERCODELOGIN3',
    'CHNGPASSVERIF3',
    'CHNGPASSMAIL3',
    'PWDEXPFORCECHANGE3',
    'FACEBOOKLOGIN3',
    'GOOGLELOGIN3',
  ],
};

/** The flags as the platform's tree: `{modId, enabled: "1"|"0", childrenNodes}`. */
export function whitelabelTree(flags: Record<string, boolean>): Node {
  const placed = new Set<string>();
  const leaf = (id: string): Node => ({ modId: id, enabled: flags[id] ? '1' : '0' });
  const children: Node[] = Object.entries(GROUPS).map(([group, ids]) => ({
    modId: group,
    enabled: '1',
    childrenNodes: ids.filter((id) => id in flags).map((id) => (placed.add(id), leaf(id))),
  }));
  const others = Object.keys(flags).filter((id) => !placed.has(id));
  if (others.length)
    children.push({ modId: 'OTHER', enabled: '1', childrenNodes: others.map(leaf) });
  return { modId: 'WHITELABEL', enabled: '1', childrenNodes: children };
}

/** A stable key per address, so the obfuscated path does not change on every call. */
function keyFor(url: string): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  return [...createHash('sha256').update(url).digest().subarray(0, 8)]
    .map((b) => alphabet[b % 62])
    .join('');
}

function origin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

export function statusValue(s: OperatorSettings, req: FastifyRequest) {
  return {
    maintenance: s.maintenance,
    regionRestriction: s.regionRestriction,
    location: { ip: req.ip },
    info: {
      customerService: s.customerService.map((c) => ({
        csType: c.csType,
        title: c.title,
        path: encodeServicePath(c.url, keyFor(c.url)),
      })),
      domainRoute: [],
      resources: s.resources,
      whitelabel: whitelabelTree(s.whitelabel),
      register: s.register,
      mobileTemplate: s.mobileTemplate,
      mainDomain: s.mainDomain || req.hostname,
      // Without a CDN configured, images come from this server.
      imageCDNs: s.imageCDNs.length ? s.imageCDNs : [origin(req)],
      launchGameCDNs: s.launchGameCDNs.length ? s.launchGameCDNs : [origin(req)],
    },
  };
}

export function systemRoutes(app: FastifyInstance, ctx: RouteContext): void {
  route(app, ctx, systemStatus, ({ req }) => statusValue(readSettings(ctx.db), req));
  route(app, ctx, registerSettings, () => readSettings(ctx.db).register);
  route(app, ctx, systemCountry, () => readSettings(ctx.db).countries);
}
