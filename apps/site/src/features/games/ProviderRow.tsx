import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router-dom';
import { ProviderStrip } from '@playdeck/ui';
import { vendorsOf } from '@playdeck/domain';
import { useGameCategories, useVendorLanes } from './queries';
import { useProviderList } from './useLaneOptions';

export const PROVIDER_ROUTE = '/m/provider';

export interface ProviderRowProps {
  /** The type whose vendors show (RNG by default). */
  gameType?: string;
  /** `scroll`: every logo in a sideways row (provider page); `row`: the first few and "more". */
  variant: 'scroll' | 'row';
  selected?: string | null;
  className?: string;
}

/**
 * The provider strip (spec 2 §2): RNG vendors as a scrolling row on the provider page, or the
 * first few with a "more" link to /m/provider elsewhere. A logo opens that vendor's games.
 */
export function ProviderRow({ gameType = 'RNG', variant, selected, className }: ProviderRowProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { categories } = useGameCategories();
  const lanes = useVendorLanes();
  const providers = useProviderList(vendorsOf(categories, gameType), lanes.data?.data.lanes);
  if (providers.length === 0) return null;
  const more = variant === 'row';
  return (
    <ProviderStrip
      className={className}
      providers={providers}
      variant={variant}
      limit={4}
      title={t('games.providers.title')}
      selected={selected}
      onSelect={(code) => {
        const q = new URLSearchParams({ gameType });
        if (code !== selected) q.set('vassalage', code);
        void navigate(`${PROVIDER_ROUTE}?${q.toString()}`);
      }}
      onMore={more ? () => void navigate(PROVIDER_ROUTE) : undefined}
      moreHref={more ? PROVIDER_ROUTE : undefined}
      moreLabel={more ? t('games.providers.more') : undefined}
    />
  );
}
