import type { Ref, SVGAttributes } from 'react';
import { icon, iconSize } from './Icon.css';
import { iconPaths, type IconName } from './iconPaths';
import { cx } from '../../theme/cx';

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  name: IconName;
  /** sm 16, md 20, lg 24 (from the icon size tokens). */
  size?: keyof typeof iconSize;
  /** When given the icon is an image with this name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  ref?: Ref<SVGSVGElement>;
}

/** An inline SVG glyph drawn in the current text colour. */
export function Icon({ name, size = 'md', label, className, ...rest }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      {...rest}
      {...a11y}
      viewBox="0 0 24 24"
      focusable="false"
      data-icon={name}
      className={cx(icon, iconSize[size], className)}
    >
      {iconPaths[name]}
    </svg>
  );
}
