export { ThemeToggle, type ThemeToggleProps, type ThemeMode } from './ThemeToggle';
