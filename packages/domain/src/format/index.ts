export * from './money';
export * from './badge';
export * from './vip';
export * from './greeting';
export * from './winners';
export * from './gameTile';
