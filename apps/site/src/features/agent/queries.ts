import { useState } from 'react';
import { contractIndicators, dividendInfo, teamOverview } from '@playdeck/contract';
import { operatorDayOf } from '@playdeck/domain';
import { useApiQuery } from '../../api/hooks';

/** Today's team KPI footer (operator day): login, bet, register and online member counts. */
export function useTeamToday() {
  const [today] = useState(() => operatorDayOf(Date.now()));
  return useApiQuery(teamOverview, { startDate: today, endDate: today, size: 0 });
}

/** Whether the agent has dividends (the dividend link shows only then). Silent. */
export const useDividendInfo = () => useApiQuery(dividendInfo, {}, { silent: true });

/** Contract offers waiting for the agent. Silent: the prompt simply does not show on failure. */
export const useContractIndicators = (enabled: boolean) =>
  useApiQuery(contractIndicators, {}, { silent: true, enabled });
