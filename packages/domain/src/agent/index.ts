export * from './rebates';
export * from './contracts';
