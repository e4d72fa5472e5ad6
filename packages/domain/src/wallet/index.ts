export * from './funds';
export * from './operatorDay';
export * from './vipRank';
export * from './transfer';
