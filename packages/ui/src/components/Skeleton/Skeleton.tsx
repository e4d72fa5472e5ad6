import type { CSSProperties, Ref } from 'react';
import * as css from './Skeleton.css';
import { cx } from '../../theme/cx';

export interface SkeletonProps {
  shape?: 'block' | 'text' | 'circle';
  /** A CSS length, ideally a token (`vars.size.avatar`) or a percentage. */
  width?: CSSProperties['width'];
  /** A CSS length; blocks also take `aspectRatio`. */
  height?: CSSProperties['height'];
  /** A box in a fixed aspect, e.g. "1" for a square game tile, so content arrives without a shift. */
  aspectRatio?: CSSProperties['aspectRatio'];
  /** For `text`: how many lines. */
  lines?: number;
  className?: string;
  /** The root element (`<span>`). */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A placeholder in the shape of content still loading, with a slow sheen that stops under reduced
 * motion. Hidden from assistive technology: the container says it is busy. Marked `data-skeleton`,
 * so a page can tell it is still arriving (the site's footer waits for it).
 */
export function Skeleton({
  shape = 'block',
  width,
  height,
  aspectRatio,
  lines = 1,
  className,
  ref,
}: SkeletonProps) {
  const style: CSSProperties = { width, height, aspectRatio };
  const cls = (extra?: string) => cx(css.base, css.shape[shape], extra, className);
  if (shape === 'text' && lines > 1) {
    return (
      <span ref={ref} className={css.lines} style={{ width }} aria-hidden="true" data-skeleton="">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={cx(css.base, css.shape.text, i === lines - 1 && css.lastLine)} />
        ))}
      </span>
    );
  }
  return <span ref={ref} className={cls()} style={style} aria-hidden="true" data-skeleton="" />;
}
