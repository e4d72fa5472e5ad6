import { useTranslation } from '../../i18n';
import { useTeamOverview } from './queries';
import { QueryView, peso } from './parts';
import { TeamRangeFilter, useTeamRange } from './TeamRange';
import * as styles from './agent.css';

const COUNTS = [
  'teamMemberCount',
  'teamLoginMemberCount',
  'teamBetMemberCount',
  'teamRegisterMemberCount',
  'teamOnlineCount',
] as const;

/**
 * /m/agent/team/overview: the whole team's figures over a date range: members, who logged in,
 * bet and registered, who is online now, and the team's bets and deposits.
 */
export default function TeamOverviewPage() {
  const { t } = useTranslation();
  const [range, setRange] = useTeamRange('today');
  const overview = useTeamOverview(range);
  return (
    <div className={styles.page}>
      <TeamRangeFilter value={range} onChange={setRange} />
      <QueryView query={overview} failed={t('agentPages.overview.failed')}>
        {({ footer }) => (
          <section className={styles.card} aria-labelledby="overview-figures">
            <h2 id="overview-figures" className={styles.heading}>
              {t('agentPages.range.showing', {
                startDate: range.startDate,
                endDate: range.endDate,
              })}
            </h2>
            <dl className={styles.kpis}>
              {COUNTS.map((key) => (
                <div key={key} className={styles.kpi}>
                  <dt className={styles.kpiLabel}>{t(`agentPages.overview.${key}`)}</dt>
                  <dd className={styles.kpiValue}>{footer[key] ?? 0}</dd>
                </div>
              ))}
              <div className={styles.kpi}>
                <dt className={styles.kpiLabel}>{t('agentPages.overview.teamBetAmount')}</dt>
                <dd className={styles.kpiValue}>{peso(footer.teamBetAmount ?? 0)}</dd>
              </div>
              <div className={styles.kpi}>
                <dt className={styles.kpiLabel}>{t('agentPages.overview.teamDepositAmount')}</dt>
                <dd className={styles.kpiValue}>{peso(footer.teamDepositAmount ?? 0)}</dd>
              </div>
            </dl>
          </section>
        )}
      </QueryView>
    </div>
  );
}
