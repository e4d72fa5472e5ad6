import { AppLink } from '../LinkProvider/LinkProvider';
import { ProviderLogo, type Provider } from './ProviderLogo';
import * as css from './ProviderStrip.css';

export interface ProviderTileProps {
  provider: Provider;
  /** Where the logo leads: that vendor's games. */
  href: string;
  /** The vendor on show (marked as the current page). */
  selected?: boolean;
}

/** One vendor's logo as a link to its games (a provider strip's or a carousel's slide). */
export function ProviderTile({ provider, href, selected = false }: ProviderTileProps) {
  return (
    <AppLink
      href={href}
      className={css.logoButton}
      aria-label={provider.name}
      aria-current={selected ? 'page' : undefined}
    >
      <ProviderLogo provider={provider} />
    </AppLink>
  );
}
