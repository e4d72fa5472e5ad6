import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import { useRebateSettings } from './queries';
import { QueryView } from './parts';
import * as styles from './agent.css';

/**
 * /m/member/agent/agentRebate (agentRebeat): the agent's own rebate rate per product, which is
 * also the most any downline may get, and the downline account quota.
 */
export default function AgentRebatePage() {
  const { t } = useTranslation();
  const settings = useRebateSettings();
  return (
    <div className={styles.page}>
      <QueryView query={settings} failed={t('agentPages.rates.failed')}>
        {(d) => (
          <>
            <section className={styles.card} aria-labelledby="own-rates">
              <h2 id="own-rates" className={styles.heading}>
                {t('agentPages.agentRebate.rates')}
              </h2>
              <p className={styles.muted}>{t('agentPages.agentRebate.ratesHint')}</p>
              <div className={styles.tableScroll}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('agentPages.product.label')}</th>
                      <th scope="col">{t('agentPages.agentRebate.rate')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {d.rebates.map((r) => (
                      <tr key={r.productType}>
                        <th scope="row">{t(`agentPages.product.${r.productType}`)}</th>
                        <td>{r.rate}%</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
            <section className={styles.card} aria-labelledby="quota">
              <h2 id="quota" className={styles.heading}>
                {t('agentPages.agentRebate.quota')}
              </h2>
              <dl className={styles.kpis}>
                {(['total', 'used', 'remaining'] as const).map((k) => (
                  <div key={k} className={styles.kpi}>
                    <dt className={styles.kpiLabel}>{t(`agentPages.agentRebate.${k}`)}</dt>
                    <dd className={styles.kpiValue}>{d.quota[k]}</dd>
                  </div>
                ))}
              </dl>
              <Link to="/m/agentRegister">{t('agentPages.agentRebate.openAccount')}</Link>
            </section>
          </>
        )}
      </QueryView>
    </div>
  );
}
