import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { SearchField } from '@playdeck/ui';
import { useTeamBets } from './queries';
import { QueryView, manilaTime, peso } from './parts';
import { TeamRangeFilter, useTeamRange } from './TeamRange';
import * as styles from './agent.css';
import { gameTypeLabel } from '../../lib/gameTypeLabel';

/**
 * /m/teamBetting: bets of the agent's whole downline over a date range, newest first, narrowed
 * by a member's username, with the range's totals.
 */
export default function TeamBettingPage() {
  const { t } = useTranslation();
  const [range, setRange] = useTeamRange('last7Days');
  const [username, setUsername] = useState('');
  const bets = useTeamBets(range, username);
  return (
    <div className={styles.page}>
      <TeamRangeFilter value={range} onChange={setRange} />
      <SearchField
        label={t('agentPages.betting.search')}
        placeholder={t('agentPages.team.searchPlaceholder')}
        maxLength={40}
        onSubmit={(v) => setUsername(v.trim())}
        onClear={() => setUsername('')}
        clearLabel={t('agentPages.team.clearSearch')}
      />
      <QueryView
        query={bets}
        failed={t('agentPages.betting.failed')}
        isEmpty={(d) => d.list.length === 0}
        empty={t('agentPages.betting.empty')}
        emptyIcon="ticket"
      >
        {(d) => (
          <>
            <section className={styles.card} aria-labelledby="betting-summary">
              <h2 id="betting-summary" className={styles.heading}>
                {t('agentPages.range.showing', {
                  startDate: range.startDate,
                  endDate: range.endDate,
                })}
              </h2>
              <dl className={styles.kpis}>
                <div className={styles.kpi}>
                  <dt className={styles.kpiLabel}>{t('agentPages.betting.count')}</dt>
                  <dd className={styles.kpiValue}>{d.summary.betCount}</dd>
                </div>
                <div className={styles.kpi}>
                  <dt className={styles.kpiLabel}>{t('agentPages.betting.stake')}</dt>
                  <dd className={styles.kpiValue}>{peso(d.summary.stake)}</dd>
                </div>
                <div className={styles.kpi}>
                  <dt className={styles.kpiLabel}>{t('agentPages.betting.win')}</dt>
                  <dd className={styles.kpiValue}>{peso(d.summary.win)}</dd>
                </div>
                <div className={styles.kpi}>
                  <dt className={styles.kpiLabel}>{t('agentPages.betting.profit')}</dt>
                  <dd className={styles.kpiValue}>{peso(d.summary.profit)}</dd>
                </div>
              </dl>
            </section>
            <ul className={styles.list} aria-label={t('agentPages.betting.listLabel')}>
              {d.list.map((b) => (
                <li key={b.id} className={styles.card}>
                  <div className={styles.row}>
                    <h3 className={styles.rowTitle}>{b.username}</h3>
                    <time className={styles.muted}>{manilaTime(b.betTime)}</time>
                  </div>
                  <p className={styles.muted}>
                    {b.gameName} · {gameTypeLabel(t, b.gameType)}
                  </p>
                  <dl className={styles.figures}>
                    <div>
                      <dt className={styles.kpiLabel}>{t('agentPages.betting.stake')}</dt>
                      <dd>{peso(b.stake)}</dd>
                    </div>
                    <div>
                      <dt className={styles.kpiLabel}>{t('agentPages.betting.win')}</dt>
                      <dd>{peso(b.win)}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryView>
    </div>
  );
}
