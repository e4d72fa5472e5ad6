export { UnreadBadge, type UnreadBadgeProps } from './UnreadBadge';
