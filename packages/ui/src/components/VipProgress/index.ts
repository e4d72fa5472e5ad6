export { VipProgress, type VipProgressProps } from './VipProgress';
