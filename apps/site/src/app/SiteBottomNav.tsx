import { useTranslation } from '../i18n';
import { useLocation } from 'react-router-dom';
import { BottomNav, type BottomNavItem, type IconName } from '@playdeck/ui';
import {
  activeBottomMenuItem,
  BOTTOM_MENU,
  bottomMenuAction,
  type BottomMenuItemId,
} from '@playdeck/domain';
import { useSiteConfig } from '../shell/useSiteConfig';
import { showContactService } from '../lib/restrictions';
import { useUi } from '../stores/ui';

const icons: Record<BottomMenuItemId, IconName> = {
  home: 'home',
  promotion: 'promotion',
  share: 'share',
  bonus: 'bonus',
  member: 'user',
};

/**
 * The bottom menu (spec 1 §2): Home, Promotion, Share (referral panel), Bonus (reward centre when
 * REWCEN3 is on, else the contact-service toast) and Member centre. Screens are links; Share and a
 * switched-off Bonus are actions.
 */
export function SiteBottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { flags } = useSiteConfig();
  const openReferral = useUi((s) => s.setReferralOpen);
  const active = activeBottomMenuItem(pathname);
  const items: BottomNavItem[] = BOTTOM_MENU.map((id) => {
    const action = bottomMenuAction(id, flags);
    return {
      id,
      label: t(`nav.${id}`),
      icon: icons[id],
      href: action.kind === 'navigate' ? action.to : undefined,
      active: active === id,
    };
  });
  return (
    <BottomNav
      label={t('nav.label')}
      items={items}
      onAction={(id) => {
        const action = bottomMenuAction(id as BottomMenuItemId, flags);
        if (action.kind === 'openReferral') openReferral(true);
        else if (action.kind === 'toast') showContactService();
      }}
    />
  );
}
