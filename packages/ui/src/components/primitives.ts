// Primitives and form composites. One line per component folder.
export * from './BottomSheet';
export * from './Button';
export * from './CaptchaField';
export * from './Checkbox';
export * from './Icon';
export * from './IconButton';
export * from './PasswordField';
export * from './SmsCountdownButton';
export * from './Spinner';
export * from './TextField';
export * from './VisuallyHidden';
