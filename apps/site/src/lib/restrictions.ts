import { toast } from '@playdeck/ui';
import { RESTRICTION_TOAST_MS } from '@playdeck/domain';
import { i18n } from '../i18n';

/** Trial accounts on a member-only function (spec §8): `free_reject` for 2 s. */
export function showFreeReject(): void {
  toast.show(i18n.t('free_reject'), { duration: RESTRICTION_TOAST_MS, tone: 'warning' });
}

/** A function the operator has switched off (rewards without REWCEN3): `contact_service` for 2 s. */
export function showContactService(): void {
  toast.show(i18n.t('contact_service'), { duration: RESTRICTION_TOAST_MS, tone: 'info' });
}
