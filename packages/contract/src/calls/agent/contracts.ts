import * as z from 'zod/mini';
import { defineCall } from '../../call';
import { idText } from '../queryParams';
import { CONTRACT_KINDS, contractSchema } from './shared';

export type ContractKind = (typeof CONTRACT_KINDS)[number];

const contractPaths: Record<ContractKind, { path: string; moduleId: string; name: string }> = {
  DAILY_SALARY: {
    path: '/wps/agent/contract/dailySalary',
    moduleId: 'DAILYSALCONT3',
    name: 'Salary',
  },
  DIVIDEND: { path: '/wps/agent/contract/dividend', moduleId: 'SIGNCONDIV3', name: 'Dividend' },
  HOURLY_SALARY: { path: '/wps/agent/contract/hourlySalary', moduleId: 'HOURSAL3', name: 'Hourly' },
};

function contractView<K extends ContractKind>(kind: K) {
  const p = contractPaths[kind];
  return defineCall({
    id: `${p.name.toLowerCase()}Contract`,
    method: 'GET',
    path: p.path,
    moduleId: p.moduleId,
    token: true,
    encrypted: false,
    request: z.object({}),
    response: contractSchema,
  });
}

function contractAccept<K extends ContractKind>(kind: K) {
  const p = contractPaths[kind];
  return defineCall({
    id: `accept${p.name}Contract`,
    method: 'POST',
    path: `${p.path}/accept`,
    moduleId: p.moduleId,
    token: true,
    encrypted: false,
    request: z.object({ contractId: idText }),
    response: contractSchema,
  });
}

/** The agent's daily-salary contract (page getSalaryContract). */
export const salaryContract = contractView('DAILY_SALARY');

/** Accepts the offered daily-salary contract; `contractId` must be the one offered. */
export const acceptSalaryContract = contractAccept('DAILY_SALARY');

/** The agent's dividend contract (page getDevidendContract). */
export const dividendContract = contractView('DIVIDEND');

export const acceptDividendContract = contractAccept('DIVIDEND');

/** The agent's hourly-salary contract (page getHourContract). */
export const hourlyContract = contractView('HOURLY_SALARY');

export const acceptHourlyContract = contractAccept('HOURLY_SALARY');
