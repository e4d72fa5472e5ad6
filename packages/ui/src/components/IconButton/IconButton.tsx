import { useState, type ButtonHTMLAttributes } from 'react';
import { Icon, type IconProps } from '../Icon/Icon';
import type { IconName } from '../Icon/iconPaths';
import { iconButton, type IconButtonVariants } from './IconButton.css';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> {
  icon: IconName;
  /** The accessible name: what pressing it does, e.g. "Close" or "Show password". */
  label: string;
  tone?: IconButtonVariants['tone'];
  iconSize?: IconProps['size'];
  /** For toggles (favourite, show/hide): announced as pressed and tinted with the accent. */
  pressed?: boolean;
}

/** A glyph-only button with a 44 px hit area and a required accessible name. */
export function IconButton({
  icon,
  label,
  tone = 'plain',
  iconSize = 'lg',
  pressed,
  type = 'button',
  className,
  onPointerDown,
  onPointerUp,
  onPointerLeave,
  onPointerCancel,
  ...rest
}: IconButtonProps) {
  const [held, setHeld] = useState(false);
  return (
    <button
      data-pressed={held || undefined}
      {...rest}
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      className={[iconButton({ tone, active: pressed === true }), className]
        .filter(Boolean)
        .join(' ')}
      onPointerDown={(e) => {
        setHeld(true);
        onPointerDown?.(e);
      }}
      onPointerUp={(e) => {
        setHeld(false);
        onPointerUp?.(e);
      }}
      onPointerLeave={(e) => {
        setHeld(false);
        onPointerLeave?.(e);
      }}
      onPointerCancel={(e) => {
        setHeld(false);
        onPointerCancel?.(e);
      }}
    >
      <Icon name={icon} size={iconSize} />
    </button>
  );
}
