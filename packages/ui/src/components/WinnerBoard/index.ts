export { WinnerBoard, type Winner, type WinnerBoardProps } from './WinnerBoard';
