import { useState } from 'react';
import {
  acceptDividendContract,
  acceptHourlyContract,
  acceptSalaryContract,
  affiliateUrls,
  checkDownlineUsername,
  contractIndicators,
  createAffiliateUrl,
  deleteAffiliateUrl,
  dividendContract,
  dividendCurrent,
  dividendHistory,
  dividendInfo,
  dividendMessages,
  dividendPayout,
  downlineList,
  hourlyContract,
  rebateSettings,
  redRainEvents,
  registerDownline,
  salaryContract,
  teamBetRecords,
  teamOverview,
  teamProfitAndLoss,
  transactionRecords,
  transferToDownline,
  transferToDownlines,
  updateDownlineRebates,
  walletBalance,
  type RequestOf,
  type ResponseOf,
} from '@playdeck/contract';
import { operatorDayOf, type ContractKind } from '@playdeck/domain';
import { useApiMutation, useApiQuery } from '../../api/hooks';

/** What a page does once a mutation succeeds (reset its form, say so). */
type Done<T> = (data: T) => void;

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

export { useAffiliateUrls } from '../../api/affiliateQueries';

/** The dividend period under way, member by member. */
export const useDividendCurrent = () => useApiQuery(dividendCurrent, {}, { silent: true });

/** Dividend messages: a period ready to claim, paid, or not qualified. */
export const useDividendMessages = () => useApiQuery(dividendMessages, {}, { silent: true });

export const useTeamOverview = (range: { startDate: string; endDate: string }) =>
  useApiQuery(teamOverview, { ...range, size: 0 }, { silent: true });

export const useTeamProfitAndLoss = (range: RequestOf<typeof teamProfitAndLoss>) =>
  useApiQuery(teamProfitAndLoss, range, { silent: true });

/** The team's bets in a range, narrowed by a member's username. */
export const useTeamBets = (range: { startDate: string; endDate: string }, username: string) =>
  useApiQuery(
    teamBetRecords,
    { ...range, username, gameType: '', pageNo: 1, pageSize: 50 },
    { silent: true },
  );

export const useRedRainEvents = () =>
  useApiQuery(redRainEvents, { pageNo: 1, pageSize: 50 }, { silent: true });

/** Whether a well-formed downline username is free (asked only when `enabled`). */
export const useDownlineUsernameCheck = (username: string, enabled: boolean) =>
  useApiQuery(checkDownlineUsername, { username }, { silent: true, enabled });

const CONTRACT_CALLS = {
  salary: { view: salaryContract, accept: acceptSalaryContract },
  dividend: { view: dividendContract, accept: acceptDividendContract },
  hourly: { view: hourlyContract, accept: acceptHourlyContract },
} as const;

/** One kind of the agent's contract. */
export const useContract = (kind: ContractKind) =>
  useApiQuery(CONTRACT_CALLS[kind].view, {}, { silent: true });

/** Accepting a contract refreshes it, the waiting offers and the dividend link. */
export const useAcceptContract = (kind: ContractKind) =>
  useApiMutation(CONTRACT_CALLS[kind].accept, {
    silent: true,
    invalidates: [CONTRACT_CALLS[kind].view, contractIndicators, dividendInfo],
  });

/** Claiming a dividend moves money: the dividend pages, the wallet and the records refresh. */
export const useDividendPayout = () =>
  useApiMutation(dividendPayout, {
    silent: true,
    invalidates: [
      dividendHistory,
      dividendInfo,
      dividendMessages,
      walletBalance,
      transactionRecords,
    ],
  });

const moneyMoves = [walletBalance, downlineList, transactionRecords] as const;

export const useTransferToDownline = () =>
  useApiMutation(transferToDownline, { silent: true, invalidates: moneyMoves });

export const useTransferToDownlines = () =>
  useApiMutation(transferToDownlines, { silent: true, invalidates: moneyMoves });

export const useUpdateDownlineRebates = (onDone: Done<ResponseOf<typeof updateDownlineRebates>>) =>
  useApiMutation(updateDownlineRebates, {
    silent: true,
    invalidates: [downlineList],
    onSuccess: onDone,
  });

export const useRegisterDownline = (onDone: Done<ResponseOf<typeof registerDownline>>) =>
  useApiMutation(registerDownline, {
    silent: true,
    invalidates: [downlineList, rebateSettings],
    onSuccess: onDone,
  });

export const useCreateAffiliateUrl = (onDone: Done<ResponseOf<typeof createAffiliateUrl>>) =>
  useApiMutation(createAffiliateUrl, {
    silent: true,
    invalidates: [affiliateUrls],
    onSuccess: onDone,
  });

export const useDeleteAffiliateUrl = (onDone: Done<ResponseOf<typeof deleteAffiliateUrl>>) =>
  useApiMutation(deleteAffiliateUrl, {
    silent: true,
    invalidates: [affiliateUrls],
    onSuccess: onDone,
  });
