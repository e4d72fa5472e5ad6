import type { ReactNode } from 'react';
import { EmptyState, type IconName } from '@playdeck/ui';
import { QueryFailed, QueryStates, type QueryStatus } from '../../shell/QueryStates';
import * as styles from './messages.css';

/**
 * A messages page's states (`QueryStates`): the page's loading placeholder, then the failure, the
 * empty list or the page's content, each in the page's frame.
 */
export function MessagePageStates<T extends readonly unknown[]>({
  query,
  data,
  failed,
  empty,
  emptyIcon,
  children,
}: {
  query: QueryStatus;
  data: T | undefined;
  /** The failure's title. */
  failed: string;
  /** The empty list's title. */
  empty: string;
  emptyIcon: IconName;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryStates
      query={query}
      data={data}
      isEmpty={(list) => list.length === 0}
      failed={
        <div className={styles.page}>
          <QueryFailed title={failed} onRetry={() => void query.refetch()} />
        </div>
      }
      empty={
        <div className={styles.page}>
          <EmptyState icon={emptyIcon} title={empty} />
        </div>
      }
    >
      {(list) => <div className={styles.page}>{children(list)}</div>}
    </QueryStates>
  );
}
