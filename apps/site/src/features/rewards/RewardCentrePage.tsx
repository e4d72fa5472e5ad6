import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { Button, EmptyState, Icon, Skeleton, Tabs, toast } from '@playdeck/ui';
import { REWARD_STATUSES } from '@playdeck/contract';
import {
  formatMoney,
  formatPromotionDate,
  hasMorePages,
  loginHref,
  formatCurrency,
} from '@playdeck/domain';
import { usePromotionStatus } from '../../api/sharedQueries';
import { PageHeader } from '../../shell/PageHeader';
import { PageLoading } from '../../shell/PageStates';
import { useRouteMeta } from '../../shell/routeMeta';
import { useSession } from '../../stores/session';
import {
  REWARD_PAGE_SIZE,
  useClaimReward,
  useRewards,
  useSignInStatus,
  type RewardFilter,
} from './queries';
import { SignInCard } from './SignInCard';
import * as css from './rewards.css';

const FILTERS: readonly RewardFilter[] = ['ALL', ...REWARD_STATUSES];

function RewardList({ status }: { status: RewardFilter }) {
  const { t } = useTranslation();
  const [pageSize, setPageSize] = useState(REWARD_PAGE_SIZE);
  const rewards = useRewards(status, pageSize);
  const claim = useClaimReward((amount) =>
    toast.show(t('promotions.rewards.claimed', { amount: formatMoney(amount) }), {
      tone: 'success',
    }),
  );
  if (rewards.isPending) return <Skeleton height="6em" width="100%" />;
  const list = rewards.data?.list ?? [];
  if (list.length === 0)
    return (
      <EmptyState
        icon="gift"
        titleAs="p"
        title={t('promotions.rewards.empty')}
        hint={t('promotions.rewards.emptyHint')}
      />
    );
  return (
    <>
      <ul className={css.list}>
        {list.map((r) => (
          <li key={r.id} className={css.reward} data-status={r.status}>
            <span className={css.rewardText}>
              <span className={css.rewardTitle}>{r.title}</span>
              {r.description ? <span className={css.muted}>{r.description}</span> : null}
              <span className={css.muted}>
                {r.status === 'AVAILABLE' && r.expiresAt
                  ? t('promotions.rewards.expires', { date: formatPromotionDate(r.expiresAt) })
                  : r.status === 'CLAIMED' && r.claimedAt
                    ? t('promotions.rewards.claimedOn', { date: formatPromotionDate(r.claimedAt) })
                    : t(`promotions.rewards.status.${r.status}`)}
              </span>
            </span>
            <span className={css.rewardSide}>
              <span className={css.amount}>{formatCurrency(r.amount)}</span>
              {r.status === 'AVAILABLE' ? (
                <Button
                  size="sm"
                  loading={claim.isPending && claim.variables?.rewardId === r.id}
                  aria-label={`${t('promotions.rewards.claim')} ${r.title}`}
                  onClick={() => claim.mutate({ rewardId: r.id })}
                >
                  {t('promotions.rewards.claim')}
                </Button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {rewards.data && hasMorePages(rewards.data) ? (
        <Button tone="secondary" onClick={() => setPageSize((n) => n + REWARD_PAGE_SIZE)}>
          {t('promotions.rewards.more')}
        </Button>
      ) : null}
    </>
  );
}

/**
 * /m/rewardCenter (spec 2 §2; the route opens it only with REWCEN3 on): the daily sign-in, the
 * total still to claim, and the rewards by status with their claim buttons. Visitors log in first.
 */
export default function RewardCentrePage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const signedIn = useSession((s) => s.session !== null);
  const [status, setStatus] = useState<RewardFilter>('ALL');
  const summary = useRewards('AVAILABLE', 1);
  const signInPromotion = usePromotionStatus('LOGIN');
  const signIn = useSignInStatus(signInPromotion.on && signedIn);
  const header = meta.showTopBar ? null : <PageHeader />;
  if (!signedIn) {
    return (
      <>
        {header}
        <div className={css.page}>
          <EmptyState
            icon="gift"
            title={t('promotions.rewards.loginTitle')}
            hint={t('promotions.rewards.loginHint')}
            action={<Button href={loginHref('/m/rewardCenter')}>{t('common.login')}</Button>}
          />
        </div>
      </>
    );
  }
  // The total and the sign-in card sit above the list: the page is drawn once both are known, so
  // the card does not arrive later and push the claim buttons down under a finger.
  if (summary.isPending || !signInPromotion.known || (signInPromotion.on && signIn.isPending))
    return (
      <>
        {header}
        <PageLoading />
      </>
    );
  return (
    <>
      {header}
      <div className={css.page}>
        <section className={css.card} aria-labelledby="reward-total">
          <h2 id="reward-total" className={css.cardTitle}>
            <Icon name="gift" />
            {t('promotions.rewards.toClaim')}
          </h2>
          <p className={css.total}>
            {summary.data ? formatCurrency(summary.data.availableTotal) : '…'}
          </p>
        </section>
        <SignInCard />
        <Tabs
          label={t('promotions.rewards.tabsLabel')}
          value={status}
          onValueChange={(v) => setStatus(v as RewardFilter)}
          items={FILTERS.map((f) => ({
            value: f,
            label: t(`promotions.rewards.filter.${f}`),
            content: <RewardList status={f} />,
          }))}
        />
      </div>
    </>
  );
}
