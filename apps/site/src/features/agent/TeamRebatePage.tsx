import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import { useDownlines, useRebateSettings } from './queries';
import { QueryView } from './parts';
import * as styles from './agent.css';

/** Rounds a rate difference to the 0.1 % grid (floating point leaves 0.30000000000000004). */
const margin = (own: number, given: number) => Math.round((own - given) * 10) / 10;

/**
 * /m/member/teamRebate: the rates the agent gives each direct downline beside its own, per
 * product, and the share the agent keeps (own rate minus the downline's).
 */
export default function TeamRebatePage() {
  const { t } = useTranslation();
  const settings = useRebateSettings();
  const team = useDownlines('');
  return (
    <div className={styles.page}>
      <QueryView query={settings} failed={t('agentPages.rates.failed')}>
        {(own) => (
          <QueryView
            query={team}
            failed={t('agentPages.team.failed')}
            isEmpty={(d) => d.list.length === 0}
            empty={t('agentPages.team.empty')}
            emptyIcon="user"
          >
            {(d) => (
              <>
                <p className={styles.muted}>{t('agentPages.teamRebate.hint')}</p>
                <ul className={styles.list} aria-label={t('agentPages.teamRebate.listLabel')}>
                  {d.list.map((m) => (
                    <li key={m.id} className={styles.card}>
                      <div className={styles.row}>
                        <h2 className={styles.rowTitle}>{m.username}</h2>
                        <span className={styles.muted}>
                          {t(m.type === 0 ? 'agentPages.type.member' : 'agentPages.type.agent')}
                        </span>
                      </div>
                      <div className={styles.tableScroll}>
                        <table className={styles.table}>
                          <thead>
                            <tr>
                              <th scope="col">{t('agentPages.product.label')}</th>
                              <th scope="col">{t('agentPages.teamRebate.given')}</th>
                              <th scope="col">{t('agentPages.teamRebate.kept')}</th>
                            </tr>
                          </thead>
                          <tbody>
                            {own.rebates.map((r) => {
                              const given =
                                m.rebates.find((x) => x.productType === r.productType)?.rate ?? 0;
                              return (
                                <tr key={r.productType}>
                                  <th scope="row">{t(`agentPages.product.${r.productType}`)}</th>
                                  <td>{given}%</td>
                                  <td>{margin(r.rate, given)}%</td>
                                </tr>
                              );
                            })}
                          </tbody>
                        </table>
                      </div>
                    </li>
                  ))}
                </ul>
                <Link to="/m/member/team">{t('agentPages.teamRebate.change')}</Link>
              </>
            )}
          </QueryView>
        )}
      </QueryView>
    </div>
  );
}
