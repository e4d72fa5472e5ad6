export { BalanceWidget, type BalanceWidgetProps } from './BalanceWidget';
