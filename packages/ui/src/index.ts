export * from './theme';
export * from './components/primitives';
export * from './components/product';
