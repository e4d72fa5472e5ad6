export * from './theme';
export * from './components/primitives';
export * from './components/product';
export * from './components/theming';
