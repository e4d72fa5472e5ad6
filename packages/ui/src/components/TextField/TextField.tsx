import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import * as css from './TextField.css';
import { cx } from '../../theme/cx';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'prefix'> {
  /** The visible label, also the field's accessible name. */
  label: string;
  /** Help under the field, read after the label. */
  hint?: ReactNode;
  /** Shown under the field in the danger colour; marks the field invalid. */
  error?: string;
  /** A fixed start segment, e.g. the dialling code "+63". */
  prefix?: ReactNode;
  /** Controls inside the field's end, e.g. a show-password toggle or a code button. */
  endSlot?: ReactNode;
  /** Class for the outer wrapper (the input takes `className`). */
  fieldClassName?: string;
}

/**
 * A labelled text input with hint and error under it, both wired to the input through
 * `aria-describedby`; the error also sets `aria-invalid`.
 */
export function TextField({
  label,
  hint,
  error,
  prefix,
  endSlot,
  id,
  className,
  fieldClassName,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const described = [describedBy, hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cx(css.field, fieldClassName)}>
      <label htmlFor={inputId} className={css.label}>
        {label}
      </label>
      <div
        className={css.box}
        data-invalid={error ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
      >
        {prefix && <span className={css.prefix}>{prefix}</span>}
        <input
          {...rest}
          id={inputId}
          disabled={disabled}
          className={cx(css.input, className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
        />
        {endSlot && <span className={css.end}>{endSlot}</span>}
      </div>
      {hint && (
        <p id={hintId} className={css.hint}>
          {hint}
        </p>
      )}
      <p id={errorId} className={css.error} aria-live="polite">
        {error && (
          <>
            <Icon name="warning" size="sm" />
            {error}
          </>
        )}
      </p>
    </div>
  );
}
