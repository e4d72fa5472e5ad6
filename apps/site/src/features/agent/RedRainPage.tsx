import { useTranslation } from '../../i18n';
import { useRedRainEvents } from './queries';
import { QueryView, manilaTime, peso } from './parts';
import * as styles from './agent.css';

/**
 * /m/redRain: the operator's red envelope rains, newest first: when each runs, how many envelopes
 * and pesos drop, and what the agent's team grabbed in it.
 */
export default function RedRainPage() {
  const { t } = useTranslation();
  const events = useRedRainEvents();
  return (
    <div className={styles.page}>
      <QueryView
        query={events}
        failed={t('agentPages.redRain.failed')}
        isEmpty={(d) => d.list.length === 0}
        empty={t('agentPages.redRain.empty')}
        emptyIcon="gift"
      >
        {(d) => (
          <ul className={styles.list} aria-label={t('agentPages.redRain.listLabel')}>
            {d.list.map((e) => (
              <li key={e.id} className={styles.card}>
                <div className={styles.row}>
                  <h2 className={styles.rowTitle}>{e.title}</h2>
                  <span className={styles.status} data-status={e.status}>
                    {t(`agentPages.redRain.status.${e.status}`)}
                  </span>
                </div>
                <p className={styles.muted}>
                  {t('agentPages.redRain.window', {
                    start: manilaTime(e.startsAt),
                    end: manilaTime(e.endsAt).slice(11),
                  })}
                </p>
                <dl className={styles.figures}>
                  <div>
                    <dt className={styles.kpiLabel}>{t('agentPages.redRain.envelopes')}</dt>
                    <dd>
                      {t('agentPages.redRain.pool', {
                        count: e.envelopeCount,
                        amount: peso(e.totalAmount),
                      })}
                    </dd>
                  </div>
                  {e.status === 'UPCOMING' ? null : (
                    <div>
                      <dt className={styles.kpiLabel}>{t('agentPages.redRain.team')}</dt>
                      <dd>
                        {t('agentPages.redRain.grabbed', {
                          count: e.teamGrabCount,
                          amount: peso(e.teamGrabAmount),
                          members: e.teamMembersGrabbing,
                        })}
                      </dd>
                    </div>
                  )}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
