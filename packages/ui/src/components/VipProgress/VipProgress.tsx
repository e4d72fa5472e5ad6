import type { Ref } from 'react';
import { clampProgress, progressPercent } from '@playdeck/domain';
import { Icon } from '../Icon/Icon';
import * as css from './VipProgress.css';
import { cx } from '../../theme/cx';

export interface VipProgressProps {
  /** Progress towards the next rank, 0..1 (see `vipProgressRatio` in domain). */
  value: number;
  /** The player's VIP label (clubLabel.labelName); shown only when present. */
  labelName?: string | null;
  /** Accessible name of the bar, e.g. "VIP progress". */
  label?: string;
  className?: string;
  /** The root element (`<div>`). */
  ref?: Ref<HTMLDivElement>;
}

/** The VIP label and a progress bar with its percent. */
export function VipProgress({
  value,
  labelName,
  label = 'VIP progress',
  className,
  ref,
}: VipProgressProps) {
  const percent = progressPercent(value);
  return (
    <div ref={ref} className={cx(css.root, className)}>
      <div className={css.header}>
        {labelName && (
          <span className={css.rank}>
            <Icon name="crown" size="sm" />
            {labelName}
          </span>
        )}
        <span className={css.percent} aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        className={css.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <div
          className={css.fill}
          data-testid="vip-fill"
          style={{ transform: `scaleX(${clampProgress(value)})` }}
        />
      </div>
    </div>
  );
}
