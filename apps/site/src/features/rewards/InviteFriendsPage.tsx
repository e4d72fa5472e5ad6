import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Button, EmptyState, Icon, Skeleton, toast } from '@playdeck/ui';
import { formatMoney, isAgent, referralAvailable, referralLink } from '@playdeck/domain';
import { useAvailablePromotions } from '../../api/sharedQueries';
import { PageHeader } from '../../shell/PageHeader';
import { useRouteMeta } from '../../shell/routeMeta';
import { useSession } from '../../stores/session';
import { AgentAffiliateLinks } from './AgentAffiliateLinks';
import { useAffiliateUrls } from '../../api/affiliateQueries';
import { useReferralDetails } from './queries';
import * as css from './rewards.css';
import { QueryFailed } from '../../shell/QueryStates';

async function copy(text: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.show(done, { tone: 'success' });
  } catch {
    toast.show(failed, { tone: 'warning' });
  }
}

/**
 * /m/inviteFriends (spec 2 §2 Referral; the route sends visitors to log in): the member's invite
 * code and link to share, and how many friends joined with it. Agents, and everyone while the
 * REFERRAL promotion is off, are told invitations are not available to them.
 */
/**
 * An agent's invitation: their affiliate links to copy and the way to manage them. Drawn once the
 * links are in, so the list does not grow from a placeholder and push the button down.
 */
function AgentInvite({ header }: { header: ReactNode }) {
  const { t } = useTranslation();
  const links = useAffiliateUrls();
  return (
    <>
      {header}
      <div className={css.page}>
        {links.isPending ? (
          <Skeleton height="10em" width="100%" />
        ) : (
          <section className={css.card} aria-labelledby="agent-links-title">
            <h2 id="agent-links-title" className={css.cardTitle}>
              <Icon name="share" />
              {t('referral.agentTitle')}
            </h2>
            <p className={css.muted}>{t('referral.agentBody')}</p>
            <AgentAffiliateLinks />
            <Button block icon="plus" href="/m/agentRegister">
              {t('referral.manageLinks')}
            </Button>
          </section>
        )}
      </div>
    </>
  );
}

export default function InviteFriendsPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const session = useSession((s) => s.session);
  const promotions = useAvailablePromotions();
  const referral = promotions.data?.find((p) => p.key === 'REFERRAL');
  const available = referralAvailable({
    loggedIn: session !== null,
    type: session?.type,
    referralPromotionEnabled: referral?.enabled ?? false,
  });
  const details = useReferralDetails(available && promotions.isSuccess);
  const header = meta.showTopBar ? null : <PageHeader />;

  if (promotions.isPending || (available && details.isPending)) {
    return (
      <>
        {header}
        <div className={css.page}>
          <Skeleton height="10em" width="100%" />
        </div>
      </>
    );
  }
  // An agent invites through their own affiliate links (agent registration), not a referral code.
  if (isAgent(session?.type)) return <AgentInvite header={header} />;
  if (!available) {
    return (
      <>
        {header}
        <div className={css.page}>
          <EmptyState
            icon="share"
            title={t('referral.unavailable')}
            hint={t('promotions.referral.unavailableHint')}
          />
        </div>
      </>
    );
  }
  const d = details.data;
  const domain = d?.promotionDomains[0] || window.location.host;
  const link = d ? referralLink(domain, d.referralCode, window.location.protocol) : '';
  const share = async () => {
    if (navigator.share) {
      try {
        await navigator.share({
          title: t('promotions.referral.shareTitle'),
          text: t('promotions.referral.shareText'),
          url: link,
        });
        return;
      } catch {
        // Closed or refused: copying still works.
      }
    }
    await copy(link, t('promotions.referral.linkCopied'), t('promotions.referral.copyFailed'));
  };
  return (
    <>
      {header}
      <div className={css.page}>
        <section className={css.card} aria-labelledby="invite-title">
          <h2 id="invite-title" className={css.cardTitle}>
            <Icon name="share" />
            {referral?.title || t('referral.title')}
          </h2>
          <p className={css.muted}>
            {referral?.description ||
              (referral?.maxReward
                ? t('promotions.referral.reward', { amount: formatMoney(referral.maxReward) })
                : t('referral.body'))}
          </p>
        </section>
        {d ? (
          <>
            <section className={css.card} aria-labelledby="invite-code">
              <h2 id="invite-code" className={css.cardTitle}>
                {t('promotions.referral.code')}
              </h2>
              <div className={css.row}>
                <span className={css.code}>{d.referralCode}</span>
                <Button
                  size="sm"
                  tone="secondary"
                  icon="copy"
                  onClick={() =>
                    void copy(
                      d.referralCode,
                      t('promotions.referral.codeCopied'),
                      t('promotions.referral.copyFailed'),
                    )
                  }
                >
                  {t('promotions.referral.copyCode')}
                </Button>
              </div>
              <p className={css.muted}>{t('promotions.referral.link')}</p>
              <code className={css.link}>{link}</code>
              <Button block icon="share" onClick={() => void share()}>
                {t('promotions.referral.share')}
              </Button>
            </section>
            <section className={css.card} aria-labelledby="invite-count">
              <h2 id="invite-count" className={css.cardTitle}>
                {t('promotions.referral.joined')}
              </h2>
              <p className={css.total}>{d.totalInvitations}</p>
            </section>
          </>
        ) : (
          <QueryFailed
            titleAs="p"
            title={t('promotions.referral.error')}
            retryTone="secondary"
            onRetry={() => void details.refetch()}
          />
        )}
      </div>
    </>
  );
}
