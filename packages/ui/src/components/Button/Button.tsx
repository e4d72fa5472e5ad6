import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { button, type ButtonVariants } from './Button.css';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  children: ReactNode;
  tone?: ButtonVariants['tone'];
  /** Fills the width of its container. */
  block?: boolean;
  /** Shows a busy state: the button is disabled and announces itself as busy. */
  loading?: boolean;
  /** Text read and shown while loading, e.g. "Sending…". */
  loadingLabel?: string;
}

export function Button({
  children,
  tone = 'primary',
  block = false,
  loading = false,
  loadingLabel,
  disabled,
  type = 'button',
  className,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={[button({ tone, block }), className].filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && loadingLabel ? loadingLabel : children}
    </button>
  );
}
