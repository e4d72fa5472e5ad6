export * from './envelope';
export * from './errors';
export * from './call';
export * from './client';
export * from './calls/system';
