import { skipsContractCheck } from '../shell/roles';

/** The three contracts an operator may offer an agent. */
export type ContractOfferKind = 'DAILY_SALARY' | 'DIVIDEND' | 'HOURLY_SALARY';

/** The contract flags read after login: 1 when an offer waits for the agent's answer. */
export interface ContractFlags {
  dailysalreqtype?: number | null;
  divtypereq?: number | null;
  divtypecompperiodreq?: number | null;
  contracthoursalreq?: number | null;
}

/** Where each contract is shown and accepted. */
export const CONTRACT_PAGES: Readonly<Record<ContractOfferKind, string>> = {
  DAILY_SALARY: '/m/member/agent/getSalaryContract',
  DIVIDEND: '/m/member/agent/getDevidendContract',
  HOURLY_SALARY: '/m/member/agent/getHourContract',
};

/** The contract page paths back to their kind (one page component serves all three). */
export function contractKindOfPath(path: string): ContractOfferKind | null {
  const hit = (Object.keys(CONTRACT_PAGES) as ContractOfferKind[]).find(
    (k) => CONTRACT_PAGES[k] === path.replace(/\/+$/, ''),
  );
  return hit ?? null;
}

/** Whether a session type is checked for contract offers at all (not 4, 40, 41 or 42). */
export function checksContractOffers(type: number | null | undefined): boolean {
  return typeof type === 'number' && Number.isFinite(type) && !skipsContractCheck(type);
}

/**
 * The contract prompt after login on home (spec 2 §4): sessions of types other than 4, 40, 41 and
 * 42 are checked; the first new offer (daily salary, then dividend, then hourly salary) is the one
 * prompted, with cancel or go to its page. Null: no prompt.
 */
export function contractPrompt(
  type: number | null | undefined,
  flags: ContractFlags | null | undefined,
): { kind: ContractOfferKind; path: string } | null {
  if (!flags || !checksContractOffers(type)) return null;
  const kind: ContractOfferKind | null =
    flags.dailysalreqtype === 1
      ? 'DAILY_SALARY'
      : flags.divtypereq === 1 || flags.divtypecompperiodreq === 1
        ? 'DIVIDEND'
        : flags.contracthoursalreq === 1
          ? 'HOURLY_SALARY'
          : null;
  return kind ? { kind, path: CONTRACT_PAGES[kind] } : null;
}
