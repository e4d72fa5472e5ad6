export { CategoryStrip, type Category, type CategoryStripProps } from './CategoryStrip';
