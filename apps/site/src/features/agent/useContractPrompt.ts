import { useEffect } from 'react';
import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router-dom';
import { checksContractOffers, contractPrompt } from '@playdeck/domain';
import { useSession } from '../../stores/session';
import { showConfirm } from '../../stores/ui';
import { useContractIndicators } from './contractQueries';

const ASKED_KEY = 'PD_CONTRACT_PROMPTED';

/** Whether this login was already asked (the answer holds until the next login). */
function alreadyAsked(token: string): boolean {
  try {
    return sessionStorage.getItem(ASKED_KEY) === token;
  } catch {
    return false;
  }
}

function markAsked(token: string): void {
  try {
    sessionStorage.setItem(ASKED_KEY, token);
  } catch {
    // Storage refused (private mode): the prompt may come again on the next home visit.
  }
}

/**
 * The contract prompt after login on home (spec 2 §4): sessions checked by the domain rule read
 * the contract flags; on a new daily-salary, dividend or hourly-salary offer they are asked once
 * per login, cancel or go (to the contract's page).
 */
export function useContractPrompt(): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession((s) => s.session);
  const token = session?.token ?? '';
  const checked = !!session && checksContractOffers(session.type) && !alreadyAsked(token);
  const flags = useContractIndicators(checked);
  const offer = checked ? contractPrompt(session?.type, flags.data) : null;

  useEffect(() => {
    if (!offer || alreadyAsked(token)) return;
    markAsked(token);
    void showConfirm({
      title: t('contract.prompt.title'),
      message: t(`contract.prompt.${offer.kind}`),
      cancelLabel: t('common.cancel'),
      confirmLabel: t('contract.prompt.go'),
    }).then((go) => {
      if (go) navigate(offer.path);
    });
  }, [offer, token, t, navigate]);
}
