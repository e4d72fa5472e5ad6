import { REGISTER_ROUTE } from '@playdeck/domain';
import { i18n } from '../i18n';
import { showConfirm, type DialogText } from '../stores/ui';

/**
 * The trial-account alert (spec 1 §5): cancel, or register now (goes to /m/register). Resolves to
 * where the player chose to go: `register`, or `cancel`. Pages use it for trial-restricted entries;
 * the route guard uses it for the member centre.
 */
export async function askTrialToRegister(
  navigate: (to: string) => void,
  message: DialogText = () => i18n.t('trial.memberCentre'),
): Promise<'register' | 'cancel'> {
  const register = await showConfirm({
    // Drawn in the language showing: at start-up the chosen one may still be arriving.
    title: () => i18n.t('trial.alertTitle'),
    message,
    cancelLabel: () => i18n.t('common.cancel'),
    confirmLabel: () => i18n.t('common.registerNow'),
  });
  if (register) navigate(REGISTER_ROUTE);
  return register ? 'register' : 'cancel';
}
