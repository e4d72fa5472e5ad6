import { useEffect } from 'react';
import { useTranslation, withPageTexts } from '../i18n';
import { ToastViewport } from '@playdeck/ui';
import { queryActivity } from '../api/queryClient';
import { useAvailablePromotions } from '../api/sharedQueries';
import { lazyPart, useLazyPart, warmUpWhenIdle } from '../lib/lazyPart';
import { useUi } from '../stores/ui';

// The side menu, referral panel, dialogs and loading overlay (Radix Dialog and what it brings,
// about 20 kB gzip) arrive after the page is usable, in their own chunk, with TY's page texts.
const floating = lazyPart(withPageTexts(() => import('./FloatingParts')));

function SideMenuSlot() {
  const parts = useLazyPart(
    floating,
    useUi((s) => s.sidePanelOpen),
  );
  return parts ? <parts.SideMenu /> : null;
}

function ReferralSlot() {
  // Whether the REFERRAL promotion runs is known before the panel first opens, as it was when
  // the panel was always mounted: it opens with the right answer.
  useAvailablePromotions();
  const parts = useLazyPart(
    floating,
    useUi((s) => s.referralOpen),
  );
  return parts ? <parts.ReferralPanel /> : null;
}

function DialogSlot() {
  const parts = useLazyPart(
    floating,
    useUi((s) => s.dialogs.length > 0),
  );
  return parts ? <parts.QueuedDialog /> : null;
}

function LoadingSlot() {
  const parts = useLazyPart(
    floating,
    useUi((s) => s.loading !== null),
  );
  return parts ? <parts.QueuedLoading /> : null;
}

/**
 * Everything that floats over the page, present on every page (spec 1 §2): the dialog queue, the
 * loading overlay, toasts, the side menu and the referral panel. Each mounts when the ui store
 * first asks for it; the code for all of them loads in the first idle moment after the page has
 * loaded and its calls have answered, so opening one later needs no download.
 */
export function PopupLayer() {
  const { t } = useTranslation();
  useEffect(() => warmUpWhenIdle(floating, queryActivity), []);
  return (
    <>
      <SideMenuSlot />
      <ReferralSlot />
      <DialogSlot />
      <LoadingSlot />
      <ToastViewport label={t('app.notifications')} />
    </>
  );
}
