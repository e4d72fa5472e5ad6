export * from './paging';
export * from './winnerName';
