import type { ReactNode } from 'react';
import { Button, EmptyState, type EmptyStateProps } from '@playdeck/ui';
import { useTranslation } from '../i18n';
import { PageLoading } from './PageStates';

/** What the states read of a query, a plain or a paged one. */
export interface QueryStatus {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A call failed: say so (and why, when there is a hint) and offer to try again. */
export function QueryFailed({
  title,
  hint,
  titleAs,
  retryTone,
  onRetry,
}: {
  title: string;
  hint?: string;
  titleAs?: EmptyStateProps['titleAs'];
  /** A quieter retry, where the page's own action is the main one. */
  retryTone?: 'secondary';
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={title}
      hint={hint}
      titleAs={titleAs}
      icon="warning"
      action={
        <Button tone={retryTone} icon="refresh" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/**
 * A query's loading, failed and empty states, else its content: the one switch every page uses.
 * A failure shows only when there is nothing to show: a failed refresh or next page keeps what
 * was loaded. `failed` is the failure's title (the standard failure, with retry) or its own look.
 */
export function QueryStates<T>({
  query,
  data,
  isEmpty,
  empty,
  loading = <PageLoading />,
  failed,
  children,
}: {
  query: QueryStatus;
  /** What the content shows, once loaded. */
  data: T | undefined;
  isEmpty?: (data: T) => boolean;
  /** Shown when `isEmpty` says there is nothing. */
  empty?: ReactNode;
  loading?: ReactNode;
  failed: string | ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return loading;
  const nothing = data === undefined || (isEmpty?.(data) ?? false);
  if (data === undefined || (query.isError && nothing))
    return typeof failed === 'string' ? (
      <QueryFailed title={failed} onRetry={() => void query.refetch()} />
    ) : (
      failed
    );
  if (nothing && empty !== undefined) return empty;
  return children(data);
}
