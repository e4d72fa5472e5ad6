export * from './menus';
