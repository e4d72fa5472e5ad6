export * from './status/systemStatus';
