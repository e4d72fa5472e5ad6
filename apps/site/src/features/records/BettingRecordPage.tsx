import { useTranslation } from '../../i18n';
import { DateRangeFilter } from '@playdeck/ui';
import { formatOperatorTime, formatCurrency } from '@playdeck/domain';
import { useBetPages } from './queries';
import {
  Figure,
  PagedRecordList,
  RecordsEmpty,
  RecordsLoading,
  signOf,
  signedMoney,
} from './RecordStates';
import { useRecordRange } from './useRecordRange';
import * as styles from './records.css';
import { useVendorCards, useVendorLanes } from '../../api/catalogueQueries';

/** /m/gameRecord: the bets placed in a date range (newest first) with their totals. */
export default function BettingRecordPage() {
  // Providers by name, never by code (the lobby's vendor list names them).
  const vendors = useVendorCards();
  const vendorNames = useVendorLanes();
  const { t } = useTranslation();
  const { range, filter } = useRecordRange();
  const pages = useBetPages(range);
  const rows = pages.data?.pages.flatMap((p) => p.list) ?? [];
  const summary = pages.data?.pages[0]?.summary;
  // The totals come with the first page, and each row names its provider: until both are in, one
  // placeholder stands for the totals and the list, so nothing arrives above the rows or rewraps
  // them.
  const waiting = pages.isPending || vendorNames.isPending;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="bet-record-title">
        <h1 className={styles.heading} id="bet-record-title">
          {t('records.bets.title')}
        </h1>
        <DateRangeFilter {...filter} />
      </section>

      {waiting ? <RecordsLoading /> : null}

      {!waiting && summary && summary.betCount > 0 ? (
        <section className={styles.card} aria-labelledby="bet-summary">
          <h2 className={styles.heading} id="bet-summary">
            {t('records.bets.summary')}
          </h2>
          <dl className={styles.figures}>
            <Figure label={t('records.bets.count')} value={summary.betCount} />
            <Figure label={t('records.bets.stake')} value={formatCurrency(summary.stake)} />
            <Figure label={t('records.bets.win')} value={formatCurrency(summary.win)} />
            <Figure
              label={t('records.bets.profit')}
              value={signedMoney(summary.profit)}
              sign={signOf(summary.profit)}
            />
          </dl>
        </section>
      ) : null}

      {waiting ? null : (
        <section aria-labelledby="bet-list" className={styles.list}>
          <h2 className={styles.heading} id="bet-list">
            {t('records.bets.listTitle')}
          </h2>
          <PagedRecordList
            pages={pages}
            rows={rows}
            empty={<RecordsEmpty title={t('records.bets.empty')} icon="ticket" />}
          >
            {(list) => (
              <ul className={styles.list}>
                {list.map((b) => (
                  <li key={b.id} className={styles.row}>
                    <p className={styles.rowTitle}>{b.gameName}</p>
                    <p className={styles.amount} data-sign={signOf(b.profit)}>
                      {signedMoney(b.profit)}
                    </p>
                    <p className={styles.detail}>
                      {formatOperatorTime(b.betTime)} ·{' '}
                      {vendors.get(b.vendor.toUpperCase())?.displayName ?? b.vendor}
                    </p>
                    <p className={styles.detailEnd}>
                      {t('records.bets.stakeWin', {
                        stake: formatCurrency(b.stake),
                        win: formatCurrency(b.win),
                      })}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </PagedRecordList>
        </section>
      )}
    </div>
  );
}
