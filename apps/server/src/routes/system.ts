import type { FastifyInstance } from 'fastify';
import { ok, type SystemStatusValue } from '@playdeck/contract';
import type { Db } from '../db/database';
import { readSettings } from '../settings';

export function systemRoutes(app: FastifyInstance, db: Db): void {
  app.get('/wps/system/status', async (req) => {
    const s = readSettings(db);
    const value: SystemStatusValue = {
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
    return ok(value);
  });
}
