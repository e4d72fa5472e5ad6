import { useState } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endSlot'> {
  /** Accessible name of the toggle; it is announced as pressed while the password shows. */
  toggleLabel?: string;
  /** Start with the password visible. */
  defaultVisible?: boolean;
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  toggleLabel = 'Show password',
  defaultVisible = false,
  autoComplete = 'current-password',
  disabled,
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <TextField
      {...rest}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      endSlot={
        <IconButton
          icon={visible ? 'eye-off' : 'eye'}
          label={toggleLabel}
          pressed={visible}
          disabled={disabled}
          iconSize="md"
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}
