export { GameGrid, type GameGridItem, type GameGridProps } from './GameGrid';
