export * from './feedback';
export * from './notices';
export * from './unread';
export * from './messageCentre';
export * from './help';
