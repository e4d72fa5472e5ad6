import { useTranslation } from '../../i18n';
import { Button, Icon, toast } from '@playdeck/ui';
import { formatMoney, formatCurrency } from '@playdeck/domain';
import { usePromotionEnabled } from '../../api/sharedQueries';
import { useSession } from '../../stores/session';
import { useClaimSignIn, useSignInStatus } from './queries';
import * as css from './rewards.css';

/**
 * The daily sign-in (promotion LOGIN): seven days of rewards, the streak so far, and today's claim
 * into the main wallet. Shown only while the operator runs the promotion.
 */
export function SignInCard() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.session !== null);
  const on = usePromotionEnabled('LOGIN');
  const status = useSignInStatus(on && signedIn);
  const claim = useClaimSignIn((reward) =>
    toast.show(t('promotions.signIn.claimed', { amount: formatMoney(reward) }), {
      tone: 'success',
    }),
  );
  const s = status.data;
  if (!on || !signedIn || !s || !s.enabled) return null;
  return (
    <section className={css.card} aria-labelledby="sign-in-title">
      <h2 id="sign-in-title" className={css.cardTitle}>
        <Icon name="calendar" />
        {t('promotions.signIn.title')}
      </h2>
      <p className={css.muted}>{t('promotions.signIn.streak', { days: s.streakDays })}</p>
      <ol className={css.days}>
        {s.days.map((d) => (
          <li key={d.day} className={css.day} data-claimed={d.claimed ? '' : undefined}>
            <span>{t('promotions.signIn.day', { day: d.day })}</span>
            <span className={css.dayReward}>{formatCurrency(d.reward)}</span>
            {d.claimed ? <Icon name="check" size="sm" label={t('promotions.signIn.done')} /> : null}
          </li>
        ))}
      </ol>
      <Button
        block
        disabled={s.claimedToday}
        loading={claim.isPending}
        onClick={() => claim.mutate({})}
      >
        {s.claimedToday
          ? t('promotions.signIn.comeBack')
          : t('promotions.signIn.claim', { amount: formatMoney(s.todayReward) })}
      </Button>
    </section>
  );
}
