export { ProviderPicker, type ProviderPickerProps } from './ProviderPicker';
