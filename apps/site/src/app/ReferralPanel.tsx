import { useTranslation } from '../i18n';
import { BottomSheet, Button } from '@playdeck/ui';
import { isAgent, loginHref, referralAvailable } from '@playdeck/domain';
import { usePromotionEnabled } from '../api/sharedQueries';
import { AgentAffiliateLinks } from '../features/rewards/AgentAffiliateLinks';
import { useSession } from '../stores/session';
import { useUi } from '../stores/ui';

const INVITE_ROUTE = '/m/inviteFriends';
const OPEN_ACCOUNT_ROUTE = '/m/agentRegister';

/**
 * The Share panel of the bottom menu (spec 2 §2 Referral): visitors are invited to log in first;
 * logged-in non-agents go to /m/inviteFriends while the REFERRAL promotion runs; an agent shares
 * their own affiliate links (decision 070) and manages them on the open-an-account page.
 */
export function ReferralPanel() {
  const { t } = useTranslation();
  const open = useUi((s) => s.referralOpen);
  const setOpen = useUi((s) => s.setReferralOpen);
  const session = useSession((s) => s.session);
  const referralOn = usePromotionEnabled('REFERRAL');
  const agent = isAgent(session?.type);
  const available = referralAvailable({
    loggedIn: session !== null,
    type: session?.type,
    referralPromotionEnabled: referralOn,
  });
  const footer = agent ? (
    <Button block icon="plus" href={OPEN_ACCOUNT_ROUTE}>
      {t('referral.manageLinks')}
    </Button>
  ) : !available ? (
    <Button block tone="secondary" onClick={() => setOpen(false)}>
      {t('common.close')}
    </Button>
  ) : session ? (
    <Button block icon="share" href={INVITE_ROUTE}>
      {t('referral.invite')}
    </Button>
  ) : (
    <Button block href={loginHref(INVITE_ROUTE)}>
      {t('referral.loginFirst')}
    </Button>
  );
  return (
    <BottomSheet
      open={open}
      onOpenChange={setOpen}
      title={agent ? t('referral.agentTitle') : t('referral.title')}
      description={
        agent ? t('referral.agentBody') : available ? t('referral.body') : t('referral.unavailable')
      }
      closeLabel={t('common.close')}
      footer={footer}
    >
      {agent ? <AgentAffiliateLinks /> : null}
    </BottomSheet>
  );
}
