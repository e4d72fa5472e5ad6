import type { Ref } from 'react';
import * as css from './Greeting.css';
import { cx } from '../../theme/cx';

export interface GreetingProps {
  /** The translated greeting for the hour, e.g. "Good evening" (pick it with `greetingBandForHour`). */
  greeting: string;
  /** The player's display name: nickname, else account. */
  name: string;
  className?: string;
  /** The root element (`<p>`). */
  ref?: Ref<HTMLParagraphElement>;
}

/** A two-line welcome: the greeting for the time of day over the player's name. */
export function Greeting({ greeting, name, className, ref }: GreetingProps) {
  return (
    <p ref={ref} className={cx(css.root, className)}>
      <span className={css.greeting}>{greeting}</span>
      <span className={css.name} title={name}>
        {name}
      </span>
    </p>
  );
}
