import { useTranslation } from '../../i18n';
import { Icon, Skeleton, VipProgress } from '@playdeck/ui';
import { VIP_RANKS, vipProgressRatio, formatCurrency } from '@playdeck/domain';
import { useRankProgress } from '../../api/sharedQueries';
import * as styles from './member.css';
import * as vip from './vip.css';
import { QueryFailed } from '../../shell/QueryStates';

/**
 * /m/member/benefits: the VIP ranks (turnover to reach each, monthly turnover to keep it) and the
 * player's place among them, from the player rank progress call.
 */
export default function VipBenefitsPage() {
  const { t } = useTranslation();
  const rank = useRankProgress();

  if (rank.isPending) {
    return (
      <div className={styles.page} role="status" aria-label={t('common.loading')}>
        <Skeleton aspectRatio={2} />
      </div>
    );
  }
  if (!rank.data) {
    return (
      <div className={styles.page} role="alert">
        <QueryFailed title={t('vip.failed')} onRetry={() => void rank.refetch()} />
      </div>
    );
  }
  const data = rank.data;
  const current = data.playerRankProgress.labelName ?? data.playerRankName ?? null;
  const progress = vipProgressRatio({
    labelId: data.playerRankProgress.labelId,
    completedConditions: data.currentProgress.completedConditions,
    totalExpectedConditions: data.currentProgress.totalExpectedConditions,
  });
  const toGo = Math.max(
    0,
    data.currentProgress.totalExpectedConditions - data.currentProgress.completedConditions,
  );

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="vip-title">
        <h1 className={styles.name} id="vip-title">
          {current ? t('vip.yourRank', { rank: current }) : t('vip.noRank')}
        </h1>
        <VipProgress value={progress} labelName={current} label={t('vip.progress')} />
        {data.nextRankName ? (
          <p className={styles.muted}>
            {t('vip.toNext', { amount: formatCurrency(toGo), rank: data.nextRankName })}
          </p>
        ) : current ? (
          <p className={styles.muted}>{t('vip.top')}</p>
        ) : null}
        {/* A monthly requirement of nothing is no requirement: not shown. */}
        {data.monthlyTurnover && data.monthlyTurnover.expected > 0 ? (
          <p className={styles.muted}>
            {t('vip.monthly', {
              actual: formatCurrency(data.monthlyTurnover.actual),
              expected: formatCurrency(data.monthlyTurnover.expected),
            })}
          </p>
        ) : null}
      </section>

      <section className={styles.card} aria-labelledby="vip-levels">
        <h2 className={styles.heading} id="vip-levels">
          {t('vip.levels')}
        </h2>
        <ol className={vip.levels}>
          {VIP_RANKS.map((r) => {
            const mine = r.name === current;
            return (
              <li
                key={r.id}
                className={vip.level}
                data-current={mine || undefined}
                aria-current={mine ? 'step' : undefined}
              >
                <p className={vip.levelName}>
                  <Icon name="crown" size="sm" />
                  {r.name}
                  {mine ? <span className={vip.badge}>{t('vip.you')}</span> : null}
                </p>
                <p className={styles.muted}>
                  {t('vip.reach', { amount: formatCurrency(r.turnover) })}
                </p>
                <p className={styles.muted}>
                  {r.monthlyKeep > 0
                    ? t('vip.keep', { amount: formatCurrency(r.monthlyKeep) })
                    : t('vip.keepNone')}
                </p>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
