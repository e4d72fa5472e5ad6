export { BottomSheet, type BottomSheetProps } from './BottomSheet';
