export * from './status/systemStatus';
export * from './format';
export * from './shell';
export * from './games';
export * from './wallet';
export * from './agent';
export * from './promotions';
