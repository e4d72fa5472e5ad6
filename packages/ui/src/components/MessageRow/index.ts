export { MessageRow, type MessageRowProps } from './MessageRow';
