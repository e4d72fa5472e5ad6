/**
 * Session info as the site keeps it (sessionStorage `MC_SESSION_INFO`, spec 1 §3). `type` is the
 * platform's customer type: 0, 1, 2 ordinary members, 4 trial, 40 a non-agent special type, anything
 * else an agent.
 */
export interface SessionInfo {
  token: string;
  id?: number | string | null;
  userName: string;
  type: number;
  merchantCode?: string | null;
  firstTimeLogin?: boolean | null;
}

/** Session types that are never agents (spec 1 §3, spec 2 §9). */
export const NON_AGENT_TYPES: readonly number[] = [0, 4, 40];
/** The trial (free-play, guest) account type. */
export const TRIAL_TYPE = 4;
/** Ordinary member types: the only ones that may deposit and use free play. */
export const MEMBER_TYPES: readonly number[] = [0, 1, 2];
/** Types that never get the agent contract prompts after login. */
export const CONTRACT_CHECK_SKIPPED_TYPES: readonly number[] = [4, 40, 41, 42];

type MaybeType = number | null | undefined;

const known = (type: MaybeType): type is number =>
  typeof type === 'number' && Number.isFinite(type);

/** An agent is any session type other than 0, 4 and 40. No session is not an agent. */
export function isAgent(type: MaybeType): boolean {
  return known(type) && !NON_AGENT_TYPES.includes(type);
}

/** Type 4: a trial account with limited access. */
export function isTrial(type: MaybeType): boolean {
  return type === TRIAL_TYPE;
}

/** Deposit is for types 0, 1 and 2 only; everyone else gets `free_reject`. */
export function canDeposit(type: MaybeType): boolean {
  return known(type) && MEMBER_TYPES.includes(type);
}

/** The calls that move money in or out of a wallet, or guard one (the payment password). */
export type MoneyCall =
  | 'deposit'
  | 'withdraw'
  | 'paymentPassword'
  | 'claimReward'
  | 'claimSignIn'
  | 'redeem'
  | 'applyActivity';

/**
 * Who may make a money call, from the spec's roles (spec 1 §5-6, spec 2 §6). Deposit is for the
 * member types 0, 1 and 2 only. Every other money call is for the roles that hold a wallet:
 * members (0, 1, 2) and agents (any type but 0, 4, 40; agents withdraw their salary and dividends).
 * Trial accounts (4) play with trial credit only, and type 40 is neither member nor agent, so no
 * role of theirs moves money: both get `free_reject` on every money call.
 */
export function mayMakeMoneyCall(type: MaybeType, call: MoneyCall): boolean {
  if (call === 'deposit') return canDeposit(type);
  return known(type) && (MEMBER_TYPES.includes(type) || isAgent(type));
}

/** Free play and member-only actions need a session of type 0, 1 or 2. */
export function canFreePlay(session: { type: MaybeType } | null | undefined): boolean {
  return !!session && canDeposit(session.type);
}

/** Types 4, 40, 41 and 42 skip the daily-salary / dividend / hourly-salary contract check. */
export function skipsContractCheck(type: MaybeType): boolean {
  return known(type) && CONTRACT_CHECK_SKIPPED_TYPES.includes(type);
}

/**
 * The referral (Share) entry: available to visitors (it leads to login), and to logged-in
 * non-agents when the REFERRAL promotion is enabled.
 */
export function referralAvailable(input: {
  loggedIn: boolean;
  type: MaybeType;
  referralPromotionEnabled: boolean;
}): boolean {
  if (!input.loggedIn) return true;
  return !isAgent(input.type) && input.referralPromotionEnabled;
}

export type Role = 'visitor' | 'member' | 'trial' | 'agent';

/** Which of the spec's roles a session plays (spec 1 §6). */
export function roleOf(session: { type: MaybeType } | null | undefined): Role {
  if (!session) return 'visitor';
  if (isTrial(session.type)) return 'trial';
  if (isAgent(session.type)) return 'agent';
  return 'member';
}

/** Member info as the site shows it: the nickname, else the account. */
export function memberDisplayName(
  member: { nickname?: string | null; account?: string | null } | null | undefined,
): string {
  const nickname = member?.nickname?.trim();
  if (nickname) return nickname;
  return member?.account?.trim() ?? '';
}
