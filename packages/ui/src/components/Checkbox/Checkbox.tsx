import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import * as css from './Checkbox.css';
import { cx } from '../../theme/cx';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** The label beside the box; the whole row toggles it. May hold a link (e.g. the terms). */
  label: ReactNode;
  /** Shown under the row in the danger colour; marks the box invalid. */
  error?: string;
}

/** A native checkbox drawn with tokens, with a 44 px high row as its touch target. */
export function Checkbox({ label, error, id, disabled, className, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-checkbox`;
  const errorId = `${inputId}-error`;
  return (
    <div className={cx(css.wrapper, className)}>
      <label htmlFor={inputId} className={css.row} data-disabled={disabled ? '' : undefined}>
        <span className={css.control}>
          <input
            {...rest}
            id={inputId}
            type="checkbox"
            disabled={disabled}
            className={css.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Icon name="check" size="md" className={css.mark} />
        </span>
        <span>{label}</span>
      </label>
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
