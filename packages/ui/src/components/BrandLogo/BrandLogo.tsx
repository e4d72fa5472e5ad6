import type { HTMLAttributes, Ref } from 'react';
import { logo } from './BrandLogo.css';
import { cx } from '../../theme/cx';

export interface BrandLogoProps extends Omit<
  HTMLAttributes<HTMLSpanElement>,
  'children' | 'role' | 'aria-label'
> {
  /** The brand name read out in place of the picture, e.g. "Playdeck". */
  label: string;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * The skin's logo. The picture and its box come from the theme (brand tokens and the logo file in
 * the skin folder), so each merchant skin shows its own logo with no code.
 */
export function BrandLogo({ label, className, ...rest }: BrandLogoProps) {
  return <span {...rest} role="img" aria-label={label} className={cx(logo, className)} />;
}
