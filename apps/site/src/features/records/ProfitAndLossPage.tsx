import { useTranslation } from '../../i18n';
import { DateRangeFilter } from '@playdeck/ui';
import { formatCurrency } from '@playdeck/domain';
import { useProfitAndLoss } from './queries';
import { Figure, RecordList, RecordsEmpty, signOf, signedMoney } from './RecordStates';
import { useRecordRange } from './useRecordRange';
import * as styles from './records.css';
import { gameTypeLabel } from '../../lib/gameTypeLabel';

/** /m/profitandloss: money in and out and the result of play over a date range, by game type. */
export default function ProfitAndLossPage() {
  const { t } = useTranslation();
  const { range, filter } = useRecordRange();
  const pnl = useProfitAndLoss(range);

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="pnl-title">
        <h1 className={styles.heading} id="pnl-title">
          {t('records.pnl.title')}
        </h1>
        <DateRangeFilter {...filter} />
      </section>
      <RecordList
        query={pnl}
        data={pnl.data}
        isEmpty={(d) =>
          d.deposit === 0 && d.withdrawal === 0 && d.bet === 0 && d.win === 0 && d.rewards === 0
        }
        empty={<RecordsEmpty title={t('records.pnl.empty')} icon="coin" />}
      >
        {(data) => (
          <>
            <section className={styles.card} aria-labelledby="pnl-summary">
              <h2 className={styles.heading} id="pnl-summary">
                {t('records.pnl.summary')}
              </h2>
              <dl className={styles.figures}>
                <Figure
                  label={t('records.pnl.profit')}
                  value={signedMoney(data.profit)}
                  sign={signOf(data.profit)}
                />
                <Figure label={t('records.pnl.bet')} value={formatCurrency(data.bet)} />
                <Figure label={t('records.pnl.win')} value={formatCurrency(data.win)} />
                <Figure label={t('records.pnl.rewards')} value={formatCurrency(data.rewards)} />
                <Figure label={t('records.pnl.deposit')} value={formatCurrency(data.deposit)} />
                <Figure
                  label={t('records.pnl.withdrawal')}
                  value={formatCurrency(data.withdrawal)}
                />
              </dl>
              <p className={styles.muted}>{t('records.pnl.rule')}</p>
            </section>
            {data.byGameType.length > 0 ? (
              <section className={styles.card} aria-labelledby="pnl-by-type">
                <h2 className={styles.heading} id="pnl-by-type">
                  {t('records.pnl.byGameType')}
                </h2>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col" className={styles.headCell}>
                        {t('records.pnl.gameType')}
                      </th>
                      <th scope="col" className={styles.headCell}>
                        {t('records.pnl.bet')}
                      </th>
                      <th scope="col" className={styles.headCell}>
                        {t('records.pnl.win')}
                      </th>
                      <th scope="col" className={styles.headCell}>
                        {t('records.pnl.profit')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.byGameType.map((g) => (
                      <tr key={g.gameType}>
                        <th scope="row" className={styles.cell}>
                          {gameTypeLabel(t, g.gameType)}
                        </th>
                        <td className={styles.cell}>{formatCurrency(g.bet)}</td>
                        <td className={styles.cell}>{formatCurrency(g.win)}</td>
                        <td className={styles.cell} data-sign={signOf(g.profit)}>
                          {signedMoney(g.profit)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            ) : null}
          </>
        )}
      </RecordList>
    </div>
  );
}
