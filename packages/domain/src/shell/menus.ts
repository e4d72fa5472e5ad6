import { agencyEntry, HELP_ROUTE, navRoleOf, SETTINGS_ROUTE, type NavRole } from './navigation';
import { HOME_ROUTE } from './pageFrame';
import { Flag, isFlagOn, type WhitelabelFlags } from './whitelabel';

export type SideMenuEntryId =
  | 'myAccount'
  | 'vip'
  | 'rewards'
  | 'accountRecord'
  | 'bettingRecord'
  | 'agency'
  | 'memberCentre'
  | 'mail'
  | 'securityCentre'
  | 'settings'
  | 'help'
  | 'customerService'
  | 'appDownload';

export interface SideMenuEntry {
  id: SideMenuEntryId;
  /** Site route; absent for entries that open an external link. */
  path?: string;
}

const flaggedEntries: readonly (SideMenuEntry & { flag: string })[] = [
  { id: 'myAccount', path: '/m/myAccount/index', flag: Flag.MyAccount },
  { id: 'vip', path: '/m/member/benefits', flag: Flag.Vip },
  { id: 'rewards', path: '/m/rewardCenter', flag: Flag.Rewards },
  { id: 'accountRecord', path: '/m/transaction/record', flag: Flag.AccountRecord },
  { id: 'bettingRecord', path: '/m/gameRecord', flag: Flag.BettingRecord },
  { id: 'agency', path: '/m/member/home', flag: Flag.Agency },
  { id: 'mail', path: '/m/webEmail', flag: Flag.Mail },
  { id: 'securityCentre', path: '/m/securityCenter', flag: Flag.SecurityCentre },
];

/** Entries a visitor or a trial account may open (the rest need a registered member, spec 1 §6). */
const OPEN_TO: Partial<Record<NavRole, readonly SideMenuEntryId[]>> = {
  visitor: ['help', 'customerService', 'appDownload'],
  trial: ['settings', 'help', 'customerService', 'appDownload'],
};

/**
 * The logged-in side menu list, in the spec's order (spec 1 §2 Side menu): each entry only when its
 * whitelabel flag is on; customer service only when the platform lists a service link; app download
 * only outside the installed app or PWA and when a download resource exists. "Agency centre" opens
 * the agent home for agents and, under its own name, the member centre for anyone else (its spec
 * path). Settings and help follow the flagged entries. Visitors and trial accounts see only what
 * they may open; the menu offers them log-in or registration instead (decision 070).
 */
export function sideMenuEntries(input: {
  flags: WhitelabelFlags;
  hasCustomerService: boolean;
  hasAppDownload: boolean;
  installed: boolean;
  /** The signed-in session; none for a visitor. */
  session: { type: number | null | undefined } | null;
}): SideMenuEntry[] {
  const entries: SideMenuEntry[] = flaggedEntries
    .filter((e) => isFlagOn(input.flags, e.flag))
    .map(({ id, path }) => {
      if (id !== 'agency') return { id, path };
      const agency = agencyEntry(input.session?.type);
      return { id: agency.label, path: agency.path };
    });
  entries.push({ id: 'settings', path: SETTINGS_ROUTE }, { id: 'help', path: HELP_ROUTE });
  if (input.hasCustomerService) entries.push({ id: 'customerService' });
  if (input.hasAppDownload && !input.installed) entries.push({ id: 'appDownload', path: '/m/app' });
  const only = OPEN_TO[navRoleOf(input.session)];
  return only ? entries.filter((e) => only.includes(e.id)) : entries;
}

export type BottomMenuItemId = 'home' | 'promotion' | 'share' | 'bonus' | 'member';

/** The bottom menu, left to right (spec 1 §2 Bottom menu). */
export const BOTTOM_MENU: readonly BottomMenuItemId[] = [
  'home',
  'promotion',
  'share',
  'bonus',
  'member',
];

/** What a bottom-menu tap does: go to a route, open the referral panel, or show a toast instead. */
export type BottomMenuAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'openReferral' }
  | { kind: 'toast'; message: 'contact_service' };

/** Bonus opens the reward centre only when REWCEN3 is on; otherwise a contact-service toast. */
export function bottomMenuAction(item: BottomMenuItemId, flags: WhitelabelFlags): BottomMenuAction {
  switch (item) {
    case 'home':
      return { kind: 'navigate', to: HOME_ROUTE };
    case 'promotion':
      return { kind: 'navigate', to: '/m/activity' };
    case 'share':
      return { kind: 'openReferral' };
    case 'bonus':
      return rewardsEntry(flags);
    case 'member':
      return { kind: 'navigate', to: '/m/member/home' };
  }
}

/** The reward centre entry, wherever it appears: open it, or say to contact customer service. */
export function rewardsEntry(
  flags: WhitelabelFlags,
): { kind: 'navigate'; to: string } | { kind: 'toast'; message: 'contact_service' } {
  return isFlagOn(flags, Flag.Rewards)
    ? { kind: 'navigate', to: '/m/rewardCenter' }
    : { kind: 'toast', message: 'contact_service' };
}
