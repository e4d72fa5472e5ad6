import { useTranslation } from '../../../i18n';
import { BottomSheet, MessageRow, type IconName } from '@playdeck/ui';
import { linkTarget } from '../../../lib/linkTarget';
import * as css from './gameArea.css';

export interface ServiceLink {
  key: string;
  url: string;
  icon: IconName;
  label: string;
}

/** The ways to reach customer service, in a sheet (loaded when the floating button is first tapped). */
export function ServiceSheet({
  links,
  open,
  onOpenChange,
}: {
  links: readonly ServiceLink[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('games.home.serviceLabel')}
      closeLabel={t('common.close')}
    >
      <ul className={css.serviceList}>
        {links.map((l) => (
          <li key={l.key}>
            <MessageRow icon={l.icon} title={l.label} href={l.url} {...linkTarget(l.url)} />
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}
