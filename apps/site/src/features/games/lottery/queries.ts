import {
  cancelLotterySubOrders,
  lotteryDrawInfo,
  lotteryOrderDetail,
  lotteryOrders,
  transactionRecords,
  vnLotteryResults,
  walletBalance,
} from '@playdeck/contract';
import { useApiMutation, useApiQuery } from '../../../api/hooks';

/** A lottery's open draw and latest results; read again when its draw has been made. */
export const useDrawInfo = (gameCode: string | null) =>
  useApiQuery(
    lotteryDrawInfo,
    { gameCode: gameCode ?? undefined },
    { enabled: Boolean(gameCode), silent: true },
  );

/** A Vietnamese provincial lottery's latest draws, every prize tier. */
export const useVnResults = (gameCode: string | null) =>
  useApiQuery(
    vnLotteryResults,
    { gameCode: gameCode ?? undefined },
    { enabled: Boolean(gameCode), silent: true },
  );

export const useLotteryOrders = () =>
  useApiQuery(lotteryOrders, { pageNo: 1, pageSize: 50 }, { silent: true });

export const useLotteryOrder = (orderId: string) =>
  useApiQuery(lotteryOrderDetail, { orderId }, { enabled: orderId !== '', silent: true });

/** Cancels draws of an order; the order, the list, the wallet and the records are read again. */
export const useCancelSubOrders = () =>
  useApiMutation(cancelLotterySubOrders, {
    silent: true,
    invalidates: [lotteryOrderDetail, lotteryOrders, walletBalance, transactionRecords],
  });
