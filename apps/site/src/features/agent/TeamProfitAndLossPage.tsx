import { useTranslation } from '../../i18n';
import { parseAmount } from '@playdeck/domain';
import { useTeamProfitAndLoss } from './queries';
import { QueryView, peso } from './parts';
import { TeamRangeFilter, useTeamRange } from './TeamRange';
import * as styles from './agent.css';
import { gameTypeLabel } from '../../lib/gameTypeLabel';

const FIGURES = ['deposit', 'withdrawal', 'bet', 'win', 'rewards'] as const;

/** Profit in green, loss in red, with a sign, so colour is never the only cue. */
function Signed({ value }: { value: number | string }) {
  const n = parseAmount(value) ?? 0;
  return (
    <span className={n < 0 ? styles.negative : n > 0 ? styles.positive : undefined}>
      {n > 0 ? '+' : n < 0 ? '−' : ''}
      {peso(Math.abs(n))}
    </span>
  );
}

/**
 * /m/agent/team/pnl: the whole team's deposits, withdrawals, bets, wins, rewards and profit over
 * a date range, and the result per game type.
 */
export default function TeamProfitAndLossPage() {
  const { t } = useTranslation();
  const [range, setRange] = useTeamRange('last7Days');
  const report = useTeamProfitAndLoss(range);
  return (
    <div className={styles.page}>
      <TeamRangeFilter value={range} onChange={setRange} />
      <QueryView query={report} failed={t('agentPages.pnl.failed')}>
        {(d) => (
          <>
            <section className={styles.card} aria-labelledby="pnl-summary">
              <h2 id="pnl-summary" className={styles.heading}>
                {t('agentPages.range.showing', {
                  startDate: range.startDate,
                  endDate: range.endDate,
                })}
              </h2>
              <p className={styles.muted}>
                {t('agentPages.pnl.members', { count: d.memberCount })}
              </p>
              <dl className={styles.kpis}>
                {FIGURES.map((key) => (
                  <div key={key} className={styles.kpi}>
                    <dt className={styles.kpiLabel}>{t(`agentPages.pnl.${key}`)}</dt>
                    <dd className={styles.kpiValue}>{peso(d[key])}</dd>
                  </div>
                ))}
                <div className={styles.kpi}>
                  <dt className={styles.kpiLabel}>{t('agentPages.pnl.profit')}</dt>
                  <dd className={styles.kpiValue}>
                    <Signed value={d.profit} />
                  </dd>
                </div>
              </dl>
            </section>
            <section className={styles.card} aria-labelledby="pnl-games">
              <h2 id="pnl-games" className={styles.heading}>
                {t('agentPages.pnl.byGameType')}
              </h2>
              {d.byGameType.length === 0 ? (
                <p className={styles.muted}>{t('agentPages.pnl.noBets')}</p>
              ) : (
                <div className={styles.tableScroll}>
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th scope="col">{t('agentPages.pnl.gameType')}</th>
                        <th scope="col">{t('agentPages.pnl.bet')}</th>
                        <th scope="col">{t('agentPages.pnl.profit')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {d.byGameType.map((g) => (
                        <tr key={g.gameType}>
                          <th scope="row">{gameTypeLabel(t, g.gameType)}</th>
                          <td>{peso(g.bet)}</td>
                          <td>
                            <Signed value={g.profit} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          </>
        )}
      </QueryView>
    </div>
  );
}
