import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import {
  domainRoute,
  registerSettings,
  systemCountry,
  systemStatus,
  whitelabelMenu,
} from '@playdeck/contract';
import { Failure } from '../http/failure';
import { route, type RouteContext } from '../http/route';
import { readSettings, type OperatorSettings } from '../settings';
import { encodeServicePath } from '../crypto/platformCodec';
import { publicDomain, publicOrigin } from '../http/origin';

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
    'FUNDTRANS3',
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
    'AGEANNOUNCE3',
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

/**
 * The site's addresses: the main one first (the configured main domain or public origin, else the
 * one this player reached it on: shown only to them), then the configured backups, each once.
 */
export function domainsOf(s: OperatorSettings, req: FastifyRequest) {
  const main = s.mainDomain ? `https://${s.mainDomain}` : publicOrigin(s) || origin(req);
  const list = [
    { url: main, kind: 'MAIN' as const, label: null as string | null },
    ...s.domainRoute.map((d) => ({ url: d.url, kind: d.kind, label: d.label ?? null })),
  ];
  const seen = new Set<string>();
  return list.filter((d) => {
    const key = d.url.replace(/\/+$/, '').toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
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
      domainRoute: domainsOf(s, req),
      resources: s.resources,
      whitelabel: whitelabelTree(s.whitelabel),
      register: s.register,
      mobileTemplate: s.mobileTemplate,
      mainDomain: publicDomain(s),
      // Only CDNs the operator configured: without one, pictures keep the addresses their lists
      // give, on whatever host the site was reached (one server may serve several merchants'
      // hosts, and its CSP allows only its own origin).
      imageCDNs: s.imageCDNs,
      launchGameCDNs: s.launchGameCDNs,
    },
  };
}

export function systemRoutes(app: FastifyInstance, ctx: RouteContext): void {
  route(app, ctx, systemStatus, ({ req }) => statusValue(readSettings(ctx.db), req));
  route(app, ctx, registerSettings, () => readSettings(ctx.db).register);
  route(app, ctx, systemCountry, () => readSettings(ctx.db).countries);
  route(app, ctx, whitelabelMenu, () => whitelabelTree(readSettings(ctx.db).whitelabel));
  route(app, ctx, domainRoute, ({ params: p, req }) => {
    // The platform refuses an address that is not a host name (request_param_err, HTTP 400).
    if (p.domain && !/^[a-z0-9.-]+(:\d+)?$/i.test(p.domain))
      throw new Failure('request_param_err', 400, 'domain: a host name such as m.example.ph');
    const domains = domainsOf(readSettings(ctx.db), req);
    const asked = (p.domain ?? req.host).toLowerCase();
    const current = domains.find((d) => new URL(d.url).host.toLowerCase() === asked);
    return { domains, current: current?.url ?? null };
  });
}
