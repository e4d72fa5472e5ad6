import type { FastifyInstance } from 'fastify';
import { systemStatus } from '@playdeck/contract';
import { route, type RouteContext } from '../http/route';
import { readSettings } from '../settings';

export function systemRoutes(app: FastifyInstance, ctx: RouteContext): void {
  route(app, ctx, systemStatus, ({ req }) => {
    const s = readSettings(ctx.db);
    return {
      maintenance: s.maintenance,
      regionRestriction: s.regionRestriction,
      location: { ip: req.ip },
      info: {
        customerService: [],
        domainRoute: [],
        resources: [],
        whitelabel: { modId: 'ROOT', enabled: '1', childrenNodes: [] },
        register: {},
        mobileTemplate: { mem_cen: 0, dep_func: 0 },
        mainDomain: req.hostname,
        imageCDNs: [],
        launchGameCDNs: [],
      },
    };
  });
}
