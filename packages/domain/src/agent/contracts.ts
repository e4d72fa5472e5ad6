import { CONTRACT_PAGES, pendingContract, type ContractKind } from '../member/menus';
import { skipsContractCheck } from '../shell/roles';

/** The contract flags read after login: 1 when an offer waits for the agent's answer. */
export type ContractFlags = Parameters<typeof pendingContract>[0];

/** The contract a contract page shows, from its path (one page component serves all three). */
export function contractKindOfPath(path: string): ContractKind | null {
  const clean = path.replace(/\/+$/, '');
  return (
    (Object.keys(CONTRACT_PAGES) as ContractKind[]).find((k) => CONTRACT_PAGES[k] === clean) ?? null
  );
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
): { kind: ContractKind; path: string } | null {
  if (!flags || !checksContractOffers(type)) return null;
  const kind = pendingContract(flags);
  return kind ? { kind, path: CONTRACT_PAGES[kind] } : null;
}
