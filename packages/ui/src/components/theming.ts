// Theming components (mode toggle, skin logo). One line per component folder.
export * from './BrandLogo';
export * from './ThemeToggle';
