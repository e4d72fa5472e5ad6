import type { ComponentPropsWithRef } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';
import { cx } from '../../theme/cx';

/** Text for assistive technology only (e.g. a search field's label when the icon says it). */
export function VisuallyHidden({ className, ...rest }: ComponentPropsWithRef<'span'>) {
  return <span {...rest} className={cx(visuallyHidden, className)} />;
}
