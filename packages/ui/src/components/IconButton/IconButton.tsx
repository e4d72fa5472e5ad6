import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { usePressed } from '../Button/Button';
import { Icon, type IconProps } from '../Icon/Icon';
import type { IconName } from '../Icon/iconPaths';
import { AppLink } from '../LinkProvider/LinkProvider';
import { glyphBox, iconButton, type IconButtonVariants } from './IconButton.css';
import { cx } from '../../theme/cx';

interface IconButtonLook {
  icon: IconName;
  /** The accessible name: what pressing it does or where it goes, e.g. "Close" or "Home". */
  label: string;
  tone?: IconButtonVariants['tone'];
  iconSize?: IconProps['size'];
  /** Drawn on the glyph's corner, e.g. an `UnreadBadge` with `placement="corner"`. */
  badge?: ReactNode;
}

/** An action: a `<button>`. */
export interface IconButtonActionProps
  extends IconButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  href?: undefined;
  /** For toggles (favourite, show/hide): announced as pressed and tinted with the accent. */
  pressed?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** Goes to another screen: a real link drawn by the `LinkProvider`'s component. */
export interface IconButtonLinkProps
  extends
    IconButtonLook,
    Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children' | 'aria-label' | 'href'> {
  href: string;
  pressed?: undefined;
  ref?: Ref<HTMLAnchorElement>;
}

export type IconButtonProps = IconButtonActionProps | IconButtonLinkProps;

/** A glyph-only button or link with a 44 px hit area and a required accessible name. */
export function IconButton(props: IconButtonProps) {
  const press = usePressed(props);
  const { icon, label, tone = 'plain', iconSize = 'lg', badge, className } = props;
  const classes = (active: boolean) => cx(iconButton({ tone, active }), className);
  const glyph = badge ? (
    <span className={glyphBox}>
      <Icon name={icon} size={iconSize} />
      {badge}
    </span>
  ) : (
    <Icon name={icon} size={iconSize} />
  );

  if (props.href !== undefined) {
    const {
      icon: _i,
      label: _l,
      tone: _t,
      iconSize: _s,
      badge: _b,
      pressed: _p,
      className: _c,
      ...rest
    } = props;
    return (
      <AppLink {...rest} {...press} aria-label={label} className={classes(false)}>
        {glyph}
      </AppLink>
    );
  }

  const {
    icon: _i,
    label: _l,
    tone: _t,
    iconSize: _s,
    badge: _b,
    pressed,
    className: _c,
    type = 'button',
    ...rest
  } = props;
  return (
    <button
      {...rest}
      {...press}
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      className={classes(pressed === true)}
    >
      {glyph}
    </button>
  );
}
