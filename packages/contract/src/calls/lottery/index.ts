// Lottery draws, results, popular lotteries and orders: the platform's `/lgw/` calls (bare answers).
import { cancelLotterySubOrders } from './cancelLotterySubOrders';
import { lotteryDrawInfo } from './lotteryDrawInfo';
import { lotteryOrderDetail } from './lotteryOrderDetail';
import { lotteryOrders } from './lotteryOrders';
import { popularLotteries } from './popularLotteries';
import { vnLotteryResults } from './vnLotteryResults';

export { lotteryErrorCodes, lotteryOrderSchema, SUB_ORDER_STATUSES } from './shared';
export * from './lotteryDrawInfo';
export * from './vnLotteryResults';
export * from './popularLotteries';
export * from './lotteryOrders';
export * from './lotteryOrderDetail';
export * from './cancelLotterySubOrders';

export const lotteryCalls = {
  lotteryDrawInfo,
  vnLotteryResults,
  popularLotteries,
  lotteryOrders,
  lotteryOrderDetail,
  cancelLotterySubOrders,
} as const;
