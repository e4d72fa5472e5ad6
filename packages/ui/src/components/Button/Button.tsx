import {
  useState,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type PointerEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconPaths';
import { AppLink } from '../LinkProvider/LinkProvider';
import { Spinner } from '../Spinner/Spinner';
import { button, label, type ButtonVariants } from './Button.css';
import { cx } from '../../theme/cx';

interface ButtonLook {
  children: ReactNode;
  tone?: ButtonVariants['tone'];
  size?: ButtonVariants['size'];
  /** Fills the width of its container. */
  block?: boolean;
  /** A decorative icon before the label. */
  icon?: IconName;
  /** A decorative icon after the label. */
  iconEnd?: IconName;
}

/** An action: a `<button>`. */
export interface ButtonActionProps
  extends ButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  href?: undefined;
  /** Shows a busy state: the button is disabled and announces itself as busy. */
  loading?: boolean;
  /** Text read and shown while loading, e.g. "Sending…". */
  loadingLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** Goes to another screen: a real link (`<a href>`, drawn by the `LinkProvider`'s component). */
export interface ButtonLinkProps
  extends ButtonLook, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children' | 'href'> {
  href: string;
  loading?: undefined;
  loadingLabel?: undefined;
  disabled?: undefined;
  ref?: Ref<HTMLAnchorElement>;
}

export type ButtonProps = ButtonActionProps | ButtonLinkProps;

type PointerHandlers = Partial<
  Record<
    'onPointerDown' | 'onPointerUp' | 'onPointerLeave' | 'onPointerCancel',
    PointerEventHandler<HTMLElement>
  >
>;

/**
 * Keeps the pressed look while a pointer holds the control (touch browsers do not always reflect a
 * press through `:active`); the caller's own pointer handlers still run.
 */
export function usePressed(handlers: PointerHandlers) {
  const [pressed, setPressed] = useState(false);
  const release =
    (handler?: PointerEventHandler<HTMLElement>): PointerEventHandler<HTMLElement> =>
    (e) => {
      setPressed(false);
      handler?.(e);
    };
  return {
    'data-pressed': pressed || undefined,
    onPointerDown: ((e) => {
      setPressed(true);
      handlers.onPointerDown?.(e);
    }) as PointerEventHandler<HTMLElement>,
    onPointerUp: release(handlers.onPointerUp),
    onPointerLeave: release(handlers.onPointerLeave),
    onPointerCancel: release(handlers.onPointerCancel),
  };
}

/**
 * The button. With `href` it is a link to another screen (announced as a link, long-pressable);
 * without, an action. Scales down while pressed (over the press-in token).
 */
export function Button(props: ButtonProps) {
  const press = usePressed(props);
  const {
    children,
    tone = 'primary',
    size = 'md',
    block = false,
    icon,
    iconEnd,
    className,
  } = props;
  const iconSize = size === 'sm' ? 'sm' : 'md';
  const classes = cx(button({ tone, size, block }), className);

  if (props.href !== undefined) {
    const {
      children: _c,
      tone: _t,
      size: _s,
      block: _b,
      icon: _i,
      iconEnd: _e,
      loading: _l,
      loadingLabel: _ll,
      disabled: _d,
      className: _cn,
      ...rest
    } = props;
    return (
      <AppLink {...rest} {...press} className={classes}>
        {icon && <Icon name={icon} size={iconSize} />}
        <span className={label}>{children}</span>
        {iconEnd && <Icon name={iconEnd} size={iconSize} />}
      </AppLink>
    );
  }

  const {
    children: _c,
    tone: _t,
    size: _s,
    block: _b,
    icon: _i,
    iconEnd: _e,
    loading = false,
    loadingLabel,
    disabled,
    type = 'button',
    className: _cn,
    ...rest
  } = props;
  return (
    <button
      {...rest}
      {...press}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner size={iconSize} /> : icon && <Icon name={icon} size={iconSize} />}
      <span className={label}>{loading && loadingLabel ? loadingLabel : children}</span>
      {!loading && iconEnd && <Icon name={iconEnd} size={iconSize} />}
    </button>
  );
}
