import { spinner, spinnerSize } from './Spinner.css';

export interface SpinnerProps {
  size?: keyof typeof spinnerSize;
  /** Accessible name; without it the spinner is decorative (its container says what is loading). */
  label?: string;
  className?: string;
}

/** A turning ring in the current text colour; still under reduced motion. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const cls = [spinner, spinnerSize[size], className].filter(Boolean).join(' ');
  return label ? (
    <span role="status" aria-label={label} className={cls} />
  ) : (
    <span aria-hidden="true" className={cls} />
  );
}
