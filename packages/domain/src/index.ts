export * from './status/systemStatus';
export * from './format';
