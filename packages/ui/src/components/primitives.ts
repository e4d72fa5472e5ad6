// Primitives and form composites. One line per component folder.
export * from './BottomSheet';
export * from './Button';
export * from './CaptchaField';
export * from './Checkbox';
export * from './Dialog';
export * from './Icon';
export * from './IconButton';
export * from './LoadingOverlay';
export * from './PasswordField';
export * from './Picker';
export * from './SidePanel';
export * from './SmsCountdownButton';
export * from './Spinner';
export * from './Tabs';
export * from './TextField';
export * from './Toast';
export * from './VisuallyHidden';
