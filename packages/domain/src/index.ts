export * from './status/systemStatus';
export * from './format';
export * from './shell';
