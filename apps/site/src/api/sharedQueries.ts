import { useEffect } from 'react';
import type { memberInfo, ResponseOf } from '@playdeck/contract';
import { usePreferences } from '../stores/preferences';
import { LocalKey, local } from '../stores/storageKeys';
import { useApiQuery } from './hooks';
import { shellCalls } from './shellCalls';

/**
 * Queries the shell and several features share (header, side menu, member centre). Feature-only
 * queries live in `features/<feature>/queries.ts`.
 */

export type MemberInfo = ResponseOf<typeof memberInfo>;

/** Member info of the session; cached in localStorage `memberInfo` so the header shows it at once. */
export function useMemberInfo() {
  const query = useApiQuery(
    shellCalls.memberInfo,
    {},
    {
      initialData: () => local.getJson<MemberInfo>(LocalKey.memberInfo) ?? undefined,
      // The cached copy shows at once and is always renewed.
      initialDataUpdatedAt: 0,
    },
  );
  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    if (data && dataUpdatedAt > 0) local.set(LocalKey.memberInfo, JSON.stringify(data));
  }, [data, dataUpdatedAt]);
  return query;
}

/** The wallet: `sumBalance` with the currency symbol. */
export function useWalletBalance() {
  return useApiQuery(shellCalls.walletBalance, { typeId: 0 });
}

/** VIP rank progress, loaded with the header (spec 1 §2 Home header). */
export function useRankProgress() {
  return useApiQuery(shellCalls.rankProgress, {}, { silent: true });
}

/** The promotions the operator runs (REFERRAL decides the Share entry, LOGIN the daily sign-in). */
export function useAvailablePromotions() {
  const language = usePreferences((s) => s.language);
  return useApiQuery(
    shellCalls.availablePromotions,
    { language },
    { silent: true, staleTime: 5 * 60_000 },
  );
}

/** Whether a promotion key is on (false while unknown), and whether that is known yet. */
export function usePromotionStatus(key: string): { on: boolean; known: boolean } {
  const { data, isPending } = useAvailablePromotions();
  return { on: data?.some((p) => p.key === key && p.enabled) ?? false, known: !isPending };
}

/** Whether a promotion key is on (false while unknown). */
export function usePromotionEnabled(key: string): boolean {
  return usePromotionStatus(key).on;
}

/** Help-centre entries and service paths in the player's language (footer links, help page). */
export function useHelpCentre() {
  const language = usePreferences((s) => s.language);
  return useApiQuery(
    shellCalls.helpCenter,
    { device: 'MOBILE', lang: language },
    { staleTime: 5 * 60_000 },
  );
}
