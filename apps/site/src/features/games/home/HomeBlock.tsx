import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '@playdeck/ui';
import type { GameCategory } from '@playdeck/domain';
import * as css from './gameArea.css';

/** A home block's heading row: its title and, when given, a "see all" link. */
export function BlockHeader({
  title,
  icon,
  titleId,
  link,
  linkLabel,
}: {
  title: string;
  icon?: IconName;
  titleId?: string;
  link?: string;
  linkLabel?: string;
}) {
  return (
    <div className={css.blockHeader}>
      <h2 id={titleId} className={css.blockTitle}>
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
  );
}

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
      <BlockHeader title={title} icon={icon} titleId={id} link={link} linkLabel={linkLabel} />
      {children}
    </section>
  );
}

/** Home's blocks below the fold, in page order (the lottery ones when the operator has them). */
export type LowerBlockKey =
  | 'hot'
  | 'recent'
  | 'lists'
  | 'providers'
  | 'vendor'
  | 'lott'
  | 'elott'
  | 'news'
  | 'lobbyNews'
  | 'winners'
  | 'winnerList'
  | 'more'
  | 'download'
  | 'help';

/**
 * The blocks below the fold for these categories. Home keeps a box for each while their code
 * arrives, the same box each keeps until it is drawn, so nothing below moves when it comes.
 */
export function lowerBlockKeys(categories: readonly GameCategory[]): LowerBlockKey[] {
  const has = (code: string) => categories.some((c) => c.code === code);
  return [
    'hot',
    'recent',
    'lists',
    'providers',
    'vendor',
    ...(has('LOTT') ? (['lott'] as const) : []),
    ...(has('ELOTT') ? (['elott'] as const) : []),
    'news',
    'lobbyNews',
    'winners',
    'winnerList',
    'more',
    'download',
    'help',
  ];
}
