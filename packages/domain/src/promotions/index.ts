export * from './activityApplication';
