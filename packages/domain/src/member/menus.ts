import { isFlagOn, type WhitelabelFlags } from '../shell/whitelabel';

/** Entries of the member centre's popup menu (spec 2 §2), in the order they show. */
export type MemberMenuEntryId =
  | 'vipBenefits'
  | 'bettingRecord'
  | 'accountRecord'
  | 'profitAndLoss'
  | 'rewardCentre'
  | 'pointsMall'
  | 'securityCentre';

export interface MenuEntry<Id extends string> {
  id: Id;
  path: string;
  /** The whitelabel flag that must be on; none means always shown. */
  flag: string | null;
}

export const MEMBER_MENU: readonly MenuEntry<MemberMenuEntryId>[] = [
  { id: 'vipBenefits', path: '/m/member/benefits', flag: 'VIP' },
  { id: 'bettingRecord', path: '/m/gameRecord', flag: 'TRANSBETREPMEM3' },
  { id: 'accountRecord', path: '/m/transaction/record', flag: 'TRANSREC3' },
  { id: 'profitAndLoss', path: '/m/profitandloss', flag: 'PERSREP' },
  { id: 'rewardCentre', path: '/m/rewardCenter', flag: 'REWCEN3' },
  { id: 'pointsMall', path: '/m/mall/mallHome', flag: 'PTSYS3' },
  { id: 'securityCentre', path: '/m/securityCenter', flag: 'SECPRIV' },
];

/** Entries of the agent centre's menu (spec 2 §2 Agent centre), in the order they show. */
export type AgentMenuEntryId =
  | 'teamOverview'
  | 'agentAccountRecord'
  | 'team'
  | 'redRain'
  | 'teamPnl'
  | 'teamBetting'
  | 'agentRebate'
  | 'teamRebate'
  | 'securityCentre'
  | 'mail'
  | 'onlineService';

/**
 * Which permission opens each agent entry. The spec names the keys but not the pairing; this is
 * the pairing by meaning (agent pages, downline management, game service, team PnL, team betting,
 * agent rebate). Online service has no key: it always shows.
 */
export const AGENT_MENU: readonly MenuEntry<AgentMenuEntryId>[] = [
  { id: 'teamOverview', path: '/m/agent/team/overview', flag: 'AGEPAG' },
  { id: 'agentAccountRecord', path: '/m/transaction/record?types=A', flag: 'TRANSREC3' },
  { id: 'team', path: '/m/member/team', flag: 'DOWNMAN' },
  { id: 'redRain', path: '/m/redRain', flag: 'GAMSER' },
  { id: 'teamPnl', path: '/m/agent/team/pnl', flag: 'AGETEAMPNL3' },
  { id: 'teamBetting', path: '/m/teamBetting', flag: 'TEAMBETTING3' },
  { id: 'agentRebate', path: '/m/member/agent/agentRebeat', flag: 'AGEREBINC3' },
  { id: 'teamRebate', path: '/m/member/teamRebate', flag: 'AGEREBINC3' },
  { id: 'securityCentre', path: '/m/securityCenter', flag: 'SECPRIV' },
  { id: 'mail', path: '/m/webEmail', flag: 'MAILCEN' },
  { id: 'onlineService', path: '', flag: null },
];

function visible<Id extends string>(
  menu: readonly MenuEntry<Id>[],
  flags: WhitelabelFlags,
): MenuEntry<Id>[] {
  return menu.filter((entry) => entry.flag === null || isFlagOn(flags, entry.flag));
}

/** The member menu entries whose permission is on. */
export function memberMenuEntries(flags: WhitelabelFlags): MenuEntry<MemberMenuEntryId>[] {
  return visible(MEMBER_MENU, flags);
}

/** The agent menu entries whose permission is on; online service always. */
export function agentMenuEntries(flags: WhitelabelFlags): MenuEntry<AgentMenuEntryId>[] {
  return visible(AGENT_MENU, flags);
}

/** Contract kinds an agent may be offered after login, with the page that shows each. */
export type ContractKind = 'salary' | 'dividend' | 'hourly';

export const CONTRACT_PAGES: Readonly<Record<ContractKind, string>> = {
  salary: '/m/member/agent/getSalaryContract',
  dividend: '/m/member/agent/getDevidendContract',
  hourly: '/m/member/agent/getHourContract',
};

/**
 * The first contract waiting for the agent (spec 2 §4): daily salary, then dividend, then hourly
 * salary; null when none is offered. Indicators are 1 for an offer.
 */
export function pendingContract(indicators: {
  dailysalreqtype?: number | null;
  divtypereq?: number | null;
  divtypecompperiodreq?: number | null;
  contracthoursalreq?: number | null;
}): ContractKind | null {
  if (indicators.dailysalreqtype === 1) return 'salary';
  if (indicators.divtypereq === 1 || indicators.divtypecompperiodreq === 1) return 'dividend';
  if (indicators.contracthoursalreq === 1) return 'hourly';
  return null;
}
