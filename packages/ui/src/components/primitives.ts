// Primitives and form composites. One line per component folder.
export * from './Button';
