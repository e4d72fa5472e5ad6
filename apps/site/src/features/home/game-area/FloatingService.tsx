import { useTranslation } from '../../../i18n';
import { Icon, type IconName } from '@playdeck/ui';
import { useSiteConfig } from '../../system/useSiteConfig';
import * as css from './gameArea.css';

const channels: {
  csType: string;
  icon: IconName;
  labelKey: 'games.home.facebook' | 'games.home.telegram';
}[] = [
  { csType: 'FACEBOOK', icon: 'facebook', labelKey: 'games.home.facebook' },
  { csType: 'TELEGRAM', icon: 'telegram', labelKey: 'games.home.telegram' },
];

/**
 * Floating customer service on home (spec 2 §2): Facebook and Telegram only when the status lists
 * them, plus the general service link.
 */
export function FloatingService() {
  const { t } = useTranslation();
  const { customerService, customerServiceUrl } = useSiteConfig();
  const links = channels.flatMap((c) => {
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
    <ul className={css.floating} aria-label={t('games.home.serviceLabel')}>
      {links.map((l) => (
        <li key={l.key}>
          <a
            className={css.floatingButton}
            href={l.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={l.label}
          >
            <Icon name={l.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
