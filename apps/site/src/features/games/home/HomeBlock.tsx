import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '@playdeck/ui';
import * as css from './gameArea.css';

/** A titled home block with an optional "see all" link. */
export function Block({
  title,
  icon,
  link,
  linkLabel,
  children,
}: {
  title: string;
  icon?: IconName;
  link?: string;
  linkLabel?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={css.block} aria-labelledby={id}>
      <div className={css.blockHeader}>
        <h2 id={id} className={css.blockTitle}>
          {icon ? <Icon name={icon} /> : null}
          {title}
        </h2>
        {link && linkLabel ? (
          <Link className={css.blockLink} to={link}>
            {linkLabel}
            <Icon name="chevron-right" size="sm" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
