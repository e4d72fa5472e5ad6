export * from './dateRange';
