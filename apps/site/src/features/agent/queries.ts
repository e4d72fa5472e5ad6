import { useState } from 'react';
import {
  affiliateUrls,
  dividendCurrent,
  dividendHistory,
  dividendInfo,
  dividendMessages,
  downlineList,
  rebateSettings,
  teamOverview,
} from '@playdeck/contract';
import { operatorDayOf } from '@playdeck/domain';
import { useApiQuery } from '../../api/hooks';

/** Today's team KPI footer (operator day): login, bet, register and online member counts. */
export function useTeamToday() {
  const [today] = useState(() => operatorDayOf(Date.now()));
  return useApiQuery(teamOverview, { startDate: today, endDate: today, size: 0 });
}

/** Whether the agent has dividends (the dividend link shows only then). Silent. */
export const useDividendInfo = () => useApiQuery(dividendInfo, {}, { silent: true });

export const useDividendHistory = () =>
  useApiQuery(dividendHistory, { pageNo: 1, pageSize: 50 }, { silent: true });

/** The agent's own rates (a downline's ceiling) and the downline quota. */
export const useRebateSettings = () => useApiQuery(rebateSettings, {}, { silent: true });

/** The direct downline, narrowed by a part of the username. */
export const useDownlines = (username: string) =>
  useApiQuery(downlineList, { username, pageNo: 1, pageSize: 100 }, { silent: true });

export const useAffiliateUrls = () => useApiQuery(affiliateUrls, {}, { silent: true });

/** The dividend period under way, member by member. */
export const useDividendCurrent = () => useApiQuery(dividendCurrent, {}, { silent: true });

/** Dividend messages: a period ready to claim, paid, or not qualified. */
export const useDividendMessages = () => useApiQuery(dividendMessages, {}, { silent: true });
