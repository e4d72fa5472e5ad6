import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Button, EmptyState, Skeleton, Spinner, type IconName } from '@playdeck/ui';
import { formatCurrency } from '@playdeck/domain';
import { QueryFailed, QueryStates, type QueryStatus } from '../../shell/QueryStates';
import * as styles from './records.css';

/** The first page of a record list is on its way. */
export function RecordsLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className={styles.list}>
      <Spinner label={t('records.loading')} />
      <Skeleton aspectRatio={5} />
      <Skeleton aspectRatio={5} />
    </div>
  );
}

/** A record call failed: say so and offer to try again; the filter stays usable. */
export function RecordsFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <QueryFailed title={t('records.failed')} hint={t('records.failedHint')} onRetry={onRetry} />
    </div>
  );
}

/** Nothing in the chosen days. */
export function RecordsEmpty({ title, icon }: { title: string; icon: IconName }) {
  const { t } = useTranslation();
  return <EmptyState title={title} hint={t('records.emptyHint')} icon={icon} />;
}

/** What a record list reads of its query, a plain or a paged one. */
export type RecordQuery = QueryStatus;

/** A record query's states (`QueryStates`) in the records' own loading and failed looks. */
export function RecordList<T>({
  query,
  data,
  isEmpty,
  empty,
  children,
}: {
  query: RecordQuery;
  /** What the list shows, once loaded. */
  data: T | undefined;
  isEmpty?: (data: T) => boolean;
  /** Shown when `isEmpty` says there is nothing. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryStates
      query={query}
      data={data}
      isEmpty={isEmpty}
      empty={empty}
      loading={<RecordsLoading />}
      failed={<RecordsFailed onRetry={() => void query.refetch()} />}
    >
      {children}
    </QueryStates>
  );
}

/** A paged record query, as the list reads it. */
export interface PagedRecordQuery extends RecordQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** A paged record list: the rows of the pages loaded so far, then a button for the next page. */
export function PagedRecordList<Row>({
  pages,
  rows,
  empty,
  children,
}: {
  pages: PagedRecordQuery;
  rows: Row[];
  /** Shown when the range has no rows. */
  empty: ReactNode;
  children: (rows: Row[]) => ReactNode;
}) {
  return (
    <RecordList query={pages} data={rows} isEmpty={(list) => list.length === 0} empty={empty}>
      {(list) => (
        <>
          {children(list)}
          <MoreRecords
            hasMore={pages.hasNextPage}
            loading={pages.isFetchingNextPage}
            onMore={() => void pages.fetchNextPage()}
          />
        </>
      )}
    </RecordList>
  );
}

/** Loads the next page of a list while there is one. */
function MoreRecords({
  hasMore,
  loading,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <Button tone="secondary" block loading={loading} onClick={onMore}>
      {t('records.more')}
    </Button>
  );
}

/** `+₱1,000.00`, `-₱200.00`: the sign shows in text, not only in colour. */
export function signedMoney(value: number, symbol = '₱'): string {
  return formatCurrency(value, { symbol, signed: true });
}

export const signOf = (value: number) => (value > 0 ? 'plus' : value < 0 ? 'minus' : undefined);

/** One labelled figure of a summary. */
export function Figure({
  label,
  value,
  sign,
}: {
  label: string;
  value: ReactNode;
  sign?: 'plus' | 'minus';
}) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue} data-sign={sign}>
        {value}
      </dd>
    </div>
  );
}
