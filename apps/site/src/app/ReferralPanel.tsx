import { useTranslation } from '../i18n';
import { useNavigate } from 'react-router-dom';
import { BottomSheet, Button } from '@playdeck/ui';
import { LOGIN_ROUTE, referralAvailable } from '@playdeck/domain';
import { usePromotionEnabled } from '../api/sharedQueries';
import { useSession } from '../stores/session';
import { useUi } from '../stores/ui';

/**
 * The Share panel of the bottom menu (spec 2 §2 Referral): visitors are invited to log in first;
 * logged-in non-agents go to /m/inviteFriends while the REFERRAL promotion runs; others are told
 * the entry is not available for their account.
 */
export function ReferralPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useUi((s) => s.referralOpen);
  const setOpen = useUi((s) => s.setReferralOpen);
  const session = useSession((s) => s.session);
  const referralOn = usePromotionEnabled('REFERRAL');
  const available = referralAvailable({
    loggedIn: session !== null,
    type: session?.type,
    referralPromotionEnabled: referralOn,
  });
  const go = (to: string) => {
    setOpen(false);
    void navigate(to);
  };
  return (
    <BottomSheet
      open={open}
      onOpenChange={setOpen}
      title={t('referral.title')}
      description={available ? t('referral.body') : t('referral.unavailable')}
      closeLabel={t('common.close')}
      footer={
        available ? (
          session ? (
            <Button block icon="share" onClick={() => go('/m/inviteFriends')}>
              {t('referral.invite')}
            </Button>
          ) : (
            <Button block onClick={() => go(LOGIN_ROUTE)}>
              {t('referral.loginFirst')}
            </Button>
          )
        ) : (
          <Button block tone="secondary" onClick={() => setOpen(false)}>
            {t('common.close')}
          </Button>
        )
      }
    >
      {null}
    </BottomSheet>
  );
}
