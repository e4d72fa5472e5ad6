// Primitives and form composites. One line per component folder.
export * from './Button';
export * from './BottomSheet';
export * from './Icon';
export * from './IconButton';
export * from './Spinner';
