// Theming components (mode toggle). One line per component folder.
export {};
