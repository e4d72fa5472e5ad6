import { useTranslation } from '../../i18n';
import { Link, Navigate } from 'react-router-dom';
import { CONTRACT_PAGES } from '@playdeck/domain';
import { PageLoading } from '../../app/PageStates';
import { useDividendHistory, useDividendInfo } from './queries';
import { QueryView, peso } from './parts';
import * as styles from './agent.css';

/**
 * /m/member/agent/agentDivident: the current half-month period's dividend estimate and the paid
 * periods. Only with an accepted dividend contract (the agent home shows the link only then);
 * otherwise back to the agent home.
 */
export default function AgentDividendPage() {
  const { t } = useTranslation();
  const info = useDividendInfo();
  const history = useDividendHistory();

  if (info.isPending) return <PageLoading />;
  if (info.isSuccess && !info.data.enabled) return <Navigate to="/m/agent" replace />;

  return (
    <div className={styles.page}>
      <QueryView query={info} failed={t('agentPages.dividend.failed')}>
        {(d) => (
          <section className={styles.card} aria-labelledby="dividend-current">
            <h2 id="dividend-current" className={styles.heading}>
              {t('agentPages.dividend.current')}
            </h2>
            {d.current ? (
              <>
                <p className={styles.muted}>
                  {t('agentPages.dividend.period', {
                    start: d.current.periodStart,
                    end: d.current.periodEnd,
                  })}
                </p>
                <dl className={styles.kpis}>
                  <div className={styles.kpi}>
                    <dt className={styles.kpiLabel}>{t('agentPages.dividend.estimate')}</dt>
                    <dd className={styles.kpiValue}>{peso(d.current.amount)}</dd>
                  </div>
                  <div className={styles.kpi}>
                    <dt className={styles.kpiLabel}>{t('agentPages.dividend.rate')}</dt>
                    <dd className={styles.kpiValue}>{d.current.ratePercent}%</dd>
                  </div>
                  <div className={styles.kpi}>
                    <dt className={styles.kpiLabel}>{t('agentPages.dividend.teamResult')}</dt>
                    <dd className={styles.kpiValue}>{peso(d.current.teamProfitLoss)}</dd>
                  </div>
                  <div className={styles.kpi}>
                    <dt className={styles.kpiLabel}>{t('agentPages.dividend.active')}</dt>
                    <dd className={styles.kpiValue}>{d.current.activeMembers}</dd>
                  </div>
                </dl>
                <p className={styles.muted}>
                  {t(`agentPages.dividend.status.${d.current.status}`)}
                </p>
              </>
            ) : null}
            <p>{t('agentPages.dividend.totalPaid', { amount: peso(d.totalPaid) })}</p>
            <Link to={CONTRACT_PAGES.dividend}>{t('agentPages.dividend.contract')}</Link>
          </section>
        )}
      </QueryView>
      <section className={styles.card} aria-labelledby="dividend-history">
        <h2 id="dividend-history" className={styles.heading}>
          {t('agentPages.dividend.history')}
        </h2>
        <QueryView
          query={history}
          failed={t('agentPages.dividend.historyFailed')}
          isEmpty={(d) => d.list.length === 0}
          empty={t('agentPages.dividend.historyEmpty')}
          emptyIcon="coin"
        >
          {(d) => (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('agentPages.dividend.periodHead')}</th>
                  <th scope="col">{t('agentPages.dividend.rate')}</th>
                  <th scope="col">{t('agentPages.dividend.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {d.list.map((p) => (
                  <tr key={p.id}>
                    <th scope="row">
                      {p.periodStart} – {p.periodEnd}
                      <br />
                      <span className={styles.muted}>
                        {t(`agentPages.dividend.status.${p.status}`)}
                      </span>
                    </th>
                    <td>{p.ratePercent}%</td>
                    <td>{peso(p.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </QueryView>
      </section>
    </div>
  );
}
