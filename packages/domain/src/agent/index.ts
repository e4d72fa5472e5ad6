export * from './rebates';
export * from './contracts';
export * from './openAccount';
export * from './downlineTransfer';
