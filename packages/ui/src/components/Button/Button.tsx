import { useState, type ButtonHTMLAttributes, type PointerEvent, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconPaths';
import { Spinner } from '../Spinner/Spinner';
import { button, label, type ButtonVariants } from './Button.css';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  children: ReactNode;
  tone?: ButtonVariants['tone'];
  size?: ButtonVariants['size'];
  /** Fills the width of its container. */
  block?: boolean;
  /** Shows a busy state: the button is disabled and announces itself as busy. */
  loading?: boolean;
  /** Text read and shown while loading, e.g. "Sending…". */
  loadingLabel?: string;
  /** A decorative icon before the label. */
  icon?: IconName;
  /** A decorative icon after the label. */
  iconEnd?: IconName;
}

/**
 * The action button. Scales down while pressed (over the press-in token); the pressed look also
 * follows pointer presses, which touch browsers do not always reflect through `:active`.
 */
export function Button({
  children,
  tone = 'primary',
  size = 'md',
  block = false,
  loading = false,
  loadingLabel,
  icon,
  iconEnd,
  disabled,
  type = 'button',
  className,
  onPointerDown,
  onPointerUp,
  onPointerLeave,
  onPointerCancel,
  ...rest
}: ButtonProps) {
  const [pressed, setPressed] = useState(false);
  const release =
    (handler?: (e: PointerEvent<HTMLButtonElement>) => void) =>
    (e: PointerEvent<HTMLButtonElement>) => {
      setPressed(false);
      handler?.(e);
    };
  const iconSize = size === 'sm' ? 'sm' : 'md';
  return (
    <button
      data-pressed={pressed || undefined}
      {...rest}
      type={type}
      className={[button({ tone, size, block }), className].filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onPointerDown={(e) => {
        setPressed(true);
        onPointerDown?.(e);
      }}
      onPointerUp={release(onPointerUp)}
      onPointerLeave={release(onPointerLeave)}
      onPointerCancel={release(onPointerCancel)}
    >
      {loading ? <Spinner size={iconSize} /> : icon && <Icon name={icon} size={iconSize} />}
      <span className={label}>{loading && loadingLabel ? loadingLabel : children}</span>
      {!loading && iconEnd && <Icon name={iconEnd} size={iconSize} />}
    </button>
  );
}
