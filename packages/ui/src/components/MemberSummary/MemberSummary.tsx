import type { Ref } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { AppLink } from '../LinkProvider/LinkProvider';
import { progressPercent } from '@playdeck/domain';
import * as css from './MemberSummary.css';
import { cx } from '../../theme/cx';

export interface MemberSummaryProps {
  /** The member's display name (nickname, else account). */
  name: string;
  /** Picture address; initials show without one. */
  avatarSrc?: string;
  /** The VIP label (e.g. "VIP 3"); the progress shows without it. */
  labelName?: string | null;
  /** VIP progress from 0 to 1; without it (an account with no VIP rank) the ring stays empty. */
  progress?: number;
  /** Accessible name of the progress ring, e.g. "VIP progress". */
  progressLabel?: string;
  /** Where tapping the summary goes (the member centre). */
  href: string;
  className?: string;
  /** The root element (`<AppLink>`). */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The signed-in member at a glance (home header): the avatar inside a ring that fills with VIP
 * progress, the name, and the VIP label with the progress as a percent. Compact enough to share a
 * 360 px row with the balance; the whole summary is one link to the member's own centre.
 */
export function MemberSummary({
  name,
  avatarSrc,
  labelName,
  progress,
  progressLabel,
  href,
  className,
  ref,
}: MemberSummaryProps) {
  const percent = progress === undefined ? null : progressPercent(progress);
  const meter =
    percent === null
      ? {}
      : {
          role: 'progressbar',
          'aria-label': progressLabel,
          'aria-valuemin': 0,
          'aria-valuemax': 100,
          'aria-valuenow': percent,
          'aria-valuetext': `${percent}%`,
        };
  return (
    <AppLink ref={ref} href={href} className={cx(css.root, className)}>
      <span className={css.ring} {...meter}>
        <svg className={css.ringArt} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle className={css.ringTrack} cx="24" cy="24" r="22" pathLength={100} />
          <circle
            className={css.ringFill}
            cx="24"
            cy="24"
            r="22"
            pathLength={100}
            strokeDasharray="100"
            strokeDashoffset={100 - (percent ?? 0)}
          />
        </svg>
        <Avatar name={name} src={avatarSrc} size="md" decorative className={css.avatar} />
      </span>
      <span className={css.text}>
        <span className={css.name}>{name}</span>
        <span className={css.rank}>
          {labelName ? <span className={css.label}>{labelName}</span> : null}
          {percent === null ? null : <span className={css.percent}>{percent}%</span>}
        </span>
      </span>
    </AppLink>
  );
}
