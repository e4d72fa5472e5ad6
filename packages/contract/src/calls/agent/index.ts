// Agent centre: team KPI, contracts, downline, rebates, affiliate URLs, dividends.
// Every call here except contractIndicators needs an agent session (type not 0, 4 or 40);
// others get `function.not.available` (HTTP 403), the platform's "no permission" code.
import { affiliateUrls } from './affiliateUrls';
import { checkDownlineUsername } from './checkDownlineUsername';
import { contractIndicators } from './contractIndicators';
import {
  acceptDividendContract,
  acceptHourlyContract,
  acceptSalaryContract,
  dividendContract,
  hourlyContract,
  salaryContract,
} from './contracts';
import { createAffiliateUrl } from './createAffiliateUrl';
import { deleteAffiliateUrl } from './deleteAffiliateUrl';
import { dividendCurrent } from './dividendCurrent';
import { dividendHistory } from './dividendHistory';
import { dividendInfo } from './dividendInfo';
import { dividendMessages } from './dividendMessages';
import { dividendPayout } from './dividendPayout';
import { downlineList } from './downlineList';
import { rebateSettings } from './rebateSettings';
import { redRainEvents } from './redRainEvents';
import { registerDownline } from './registerDownline';
import { teamBetRecords } from './teamBetRecords';
import { teamOverview } from './teamOverview';
import { teamProfitAndLoss } from './teamProfitAndLoss';
import { transferToDownline } from './transferToDownline';
import { transferToDownlines } from './transferToDownlines';
import { updateDownlineRebates } from './updateDownlineRebates';

export * from './shared';
export * from './teamOverview';
export * from './downlineList';
export * from './rebateSettings';
export * from './checkDownlineUsername';
export * from './registerDownline';
export * from './updateDownlineRebates';
export * from './createAffiliateUrl';
export * from './affiliateUrls';
export * from './deleteAffiliateUrl';
export * from './contracts';
export * from './contractIndicators';
export * from './dividendInfo';
export * from './dividendHistory';
export * from './teamBetRecords';
export * from './teamProfitAndLoss';
export * from './redRainEvents';
export * from './transferToDownline';
export * from './transferToDownlines';
export * from './dividendCurrent';
export * from './dividendPayout';
export * from './dividendMessages';

export const agentCalls = {
  teamOverview,
  downlineList,
  rebateSettings,
  checkDownlineUsername,
  registerDownline,
  updateDownlineRebates,
  createAffiliateUrl,
  affiliateUrls,
  deleteAffiliateUrl,
  salaryContract,
  acceptSalaryContract,
  dividendContract,
  acceptDividendContract,
  hourlyContract,
  acceptHourlyContract,
  contractIndicators,
  dividendInfo,
  dividendHistory,
  teamBetRecords,
  teamProfitAndLoss,
  redRainEvents,
  transferToDownline,
  transferToDownlines,
  dividendCurrent,
  dividendPayout,
  dividendMessages,
} as const;
