import { Flag, isFlagOn, type WhitelabelFlags } from './whitelabel';

export type SideMenuEntryId =
  | 'myAccount'
  | 'vip'
  | 'rewards'
  | 'accountRecord'
  | 'bettingRecord'
  | 'agency'
  | 'mail'
  | 'securityCentre'
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

/**
 * The logged-in side menu list, in the spec's order (spec 1 §2 Side menu): each entry only when its
 * whitelabel flag is on; customer service only when the platform lists a service link; app download
 * only outside the installed app or PWA and when a download resource exists.
 */
export function sideMenuEntries(input: {
  flags: WhitelabelFlags;
  hasCustomerService: boolean;
  hasAppDownload: boolean;
  installed: boolean;
}): SideMenuEntry[] {
  const entries: SideMenuEntry[] = flaggedEntries
    .filter((e) => isFlagOn(input.flags, e.flag))
    .map(({ id, path }) => ({ id, path }));
  if (input.hasCustomerService) entries.push({ id: 'customerService' });
  if (input.hasAppDownload && !input.installed) entries.push({ id: 'appDownload', path: '/m/app' });
  return entries;
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
      return { kind: 'navigate', to: '/m/home' };
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
