import type { Ref } from 'react';
import { spinner, spinnerSize } from './Spinner.css';
import { cx } from '../../theme/cx';

export interface SpinnerProps {
  size?: keyof typeof spinnerSize;
  /** Accessible name; without it the spinner is decorative (its container says what is loading). */
  label?: string;
  className?: string;
  /** The root element (`<span>`). */
  ref?: Ref<HTMLSpanElement>;
}

/** A turning ring in the current text colour; still under reduced motion. */
export function Spinner({ size = 'md', label, className, ref }: SpinnerProps) {
  const cls = cx(spinner, spinnerSize[size], className);
  return label ? (
    <span ref={ref} role="status" aria-label={label} className={cls} />
  ) : (
    <span ref={ref} aria-hidden="true" className={cls} />
  );
}
