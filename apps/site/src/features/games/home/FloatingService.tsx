import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { cx, Icon, type IconName } from '@playdeck/ui';
import { lazyPart, useLazyPart } from '../../../lib/lazyPart';
import { useSiteConfig } from '../../../shell/useSiteConfig';
import type { ServiceLink } from './ServiceSheet';
import * as css from './gameArea.css';

const serviceSheet = lazyPart(() => import('./ServiceSheet'));

const channels: {
  csType: string;
  icon: IconName;
  labelKey: 'games.home.facebook' | 'games.home.telegram';
}[] = [
  { csType: 'FACEBOOK', icon: 'facebook', labelKey: 'games.home.facebook' },
  { csType: 'TELEGRAM', icon: 'telegram', labelKey: 'games.home.telegram' },
];

/**
 * Floating customer service on home (spec 2 §2): one button, above the bottom menu, that opens the
 * ways to reach service: Facebook and Telegram only when the status lists them, plus the general
 * service link. One small button covers less of the games than three (issue 24).
 */
export function FloatingService() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const sheet = useLazyPart(serviceSheet, open);
  const { customerService, customerServiceUrl } = useSiteConfig();
  const links: ServiceLink[] = channels.flatMap((c) => {
    const entry = customerService.find(
      (s) => (s.csType ?? s.title).toUpperCase() === c.csType || s.title.toUpperCase() === c.csType,
    );
    return entry ? [{ key: c.csType, url: entry.url, icon: c.icon, label: t(c.labelKey) }] : [];
  });
  if (customerServiceUrl)
    links.push({
      key: 'CS',
      url: customerServiceUrl,
      icon: 'headset',
      label: t('games.home.customerService'),
    });
  if (links.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className={cx(css.floating, css.floatingButton)}
        aria-label={t('games.home.serviceLabel')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="headset" />
      </button>
      {sheet ? <sheet.ServiceSheet links={links} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
