export { NoticeTicker, type NoticeTickerProps } from './NoticeTicker';
