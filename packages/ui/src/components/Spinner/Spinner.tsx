import { spinner, spinnerSize } from './Spinner.css';
import { cx } from '../../theme/cx';

export interface SpinnerProps {
  size?: keyof typeof spinnerSize;
  /** Accessible name; without it the spinner is decorative (its container says what is loading). */
  label?: string;
  className?: string;
}

/** A turning ring in the current text colour; still under reduced motion. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const cls = cx(spinner, spinnerSize[size], className);
  return label ? (
    <span role="status" aria-label={label} className={cls} />
  ) : (
    <span aria-hidden="true" className={cls} />
  );
}
