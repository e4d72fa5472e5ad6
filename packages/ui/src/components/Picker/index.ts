export { Picker, type PickerOption, type PickerProps } from './Picker';
