import { useState, type Ref } from 'react';
import * as css from './Avatar.css';
import { cx } from '../../theme/cx';

export interface AvatarProps {
  /** The person's display name: read as the avatar's name and used for the initials. */
  name: string;
  /** Picture address; initials show without one or when it fails. */
  src?: string;
  size?: keyof typeof css.size;
  /** When the name is already written beside it, the avatar is hidden from screen readers. */
  decorative?: boolean;
  className?: string;
  /** The root element (`<span>`). */
  ref?: Ref<HTMLSpanElement>;
}

/** Up to two initials: first letters of the first and last words, or the first two letters. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  const letters = last
    ? [...first].slice(0, 1).concat([...last].slice(0, 1))
    : [...first].slice(0, 2);
  return letters.join('').toUpperCase();
}

/** A round picture of the player, with initials on the gold gradient when there is none. */
export function Avatar({
  name,
  src,
  size = 'md',
  decorative = false,
  className,
  ref,
}: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== undefined && src !== '' && failedSrc !== src;
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <span ref={ref} {...a11y} className={cx(css.avatar, css.size[size], className)}>
      <span aria-hidden="true">{initialsOf(name)}</span>
      {showImage && (
        <img
          className={css.image}
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      )}
    </span>
  );
}
