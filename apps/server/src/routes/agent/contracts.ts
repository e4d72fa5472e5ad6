import type { FastifyInstance } from 'fastify';
import {
  CONTRACT_KINDS,
  acceptDividendContract,
  acceptHourlyContract,
  acceptSalaryContract,
  agentErrorCodes,
  contractIndicators,
  dividendContract,
  hourlyContract,
  salaryContract,
  type ContractKind,
} from '@playdeck/contract';
import { isAgent } from '@playdeck/domain';
import { route, type RouteContext } from '../../http/route';
import { Failure } from '../../http/failure';
import { acceptContract, contractOf } from '../../store/agentContracts';
import { agentRoute } from './agentRoute';

const CONTRACT_DEFS = {
  DAILY_SALARY: { view: salaryContract, accept: acceptSalaryContract },
  DIVIDEND: { view: dividendContract, accept: acceptDividendContract },
  HOURLY_SALARY: { view: hourlyContract, accept: acceptHourlyContract },
} as const;

/** The contracts the operator offers an agent (salaries, dividend): view, accept, indicators. */
export function contractRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  for (const kind of CONTRACT_KINDS) {
    const defs = CONTRACT_DEFS[kind];
    agentRoute(app, ctx, defs.view, ({ session }) => contractOf(db, session.id, kind));
    agentRoute(app, ctx, defs.accept, ({ params: p, session }) => {
      const current = contractOf(db, session.id, kind);
      if (current.status === 'NONE' || String(current.id) !== String(p.contractId))
        throw new Failure(
          agentErrorCodes.contractNotFound,
          200,
          'This contract is not offered to you',
        );
      if (current.status === 'ACCEPTED')
        throw new Failure(
          agentErrorCodes.contractAlreadyAccepted,
          200,
          'You have already accepted this contract',
        );
      acceptContract(db, current.id, ctx.now());
      return contractOf(db, session.id, kind);
    });
  }

  route(app, ctx, contractIndicators, ({ session }) => {
    const offered = (kind: ContractKind) =>
      isAgent(session.type) && contractOf(db, session.id, kind).status === 'OFFERED' ? 1 : 0;
    return {
      dailysalreqtype: offered('DAILY_SALARY'),
      divtypereq: offered('DIVIDEND'),
      divtypecompperiodreq: offered('DIVIDEND'),
      contracthoursalreq: offered('HOURLY_SALARY'),
      realtimesalreqtype: 0,
    };
  });
}
