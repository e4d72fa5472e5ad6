// Points mall: points earned from bets, a catalogue of items, redemptions.
import { mallItems } from './mallItems';
import { mallPoints } from './mallPoints';
import { mallRedemptions } from './mallRedemptions';
import { redeemMallItem } from './redeemMallItem';

export * from './shared';
export * from './mallItems';
export * from './mallPoints';
export * from './redeemMallItem';
export * from './mallRedemptions';

export const mallCalls = { mallPoints, mallItems, redeemMallItem, mallRedemptions } as const;
