import { useTranslation } from '../../i18n';
import { ProviderStrip, ProviderTile } from '@playdeck/ui';
import { PROVIDER_PAGE, providerPageGroups, vendorsOf } from '@playdeck/domain';
import { LazySlideCarousel } from '../../lib/LazySlideCarousel';
import { categoryLabel } from './home/categoryInfo';
import { useGameCategories, useVendorLanes } from './queries';
import { useProviderList } from './useLaneOptions';
import * as css from './games.css';

export const PROVIDER_ROUTE = PROVIDER_PAGE;

/** The provider page narrowed to one vendor of a type (the same link again shows them all). */
export function providerHref(gameType: string, code: string, selected?: string | null): string {
  const q = new URLSearchParams({ gameType });
  if (code !== selected) q.set('vassalage', code);
  return `${PROVIDER_ROUTE}?${q.toString()}`;
}

/**
 * The provider strip off the provider page (spec 2 §2, §9): the slot vendors in a carousel of three
 * per view that moves on every 8 s (with a pause button), each logo opening that vendor's games on
 * the provider page. The block around it names it and links to every provider.
 */
export function ProviderCarousel({ gameType = 'RNG' }: { gameType?: string }) {
  const { t } = useTranslation();
  const { categories } = useGameCategories();
  const lanes = useVendorLanes();
  const providers = useProviderList(vendorsOf(categories, gameType), lanes.data?.data.lanes);
  if (providers.length === 0) return null;
  return (
    <LazySlideCarousel
      label={t('games.providers.title')}
      slides={providers.map((p) => ({
        id: p.code,
        content: <ProviderTile provider={p} href={providerHref(gameType, p.code)} />,
      }))}
      previousLabel={t('games.providers.previous')}
      nextLabel={t('games.providers.next')}
      pauseLabel={t('games.providers.pause')}
      playLabel={t('games.providers.play')}
      slideLabel={(position, total) => t('games.home.slide', { position, total })}
    />
  );
}

/** One category's vendors as a sideways-scrolling row of the provider page. */
function CategoryProviders({
  code,
  vendors,
  selected,
}: {
  code: string;
  vendors: readonly string[];
  selected: { gameType: string; vendor: string | null };
}) {
  const { t } = useTranslation();
  const lanes = useVendorLanes();
  const providers = useProviderList(vendors, lanes.data?.data.lanes);
  const mine = selected.gameType === code ? selected.vendor : null;
  return (
    <ProviderStrip
      providers={providers}
      variant="scroll"
      title={categoryLabel(t, code)}
      value={mine}
      itemHref={(vendor) => providerHref(code, vendor, mine)}
    />
  );
}

/**
 * Every provider of every category (spec 2 §2 "/m/provider (all providers)"): one scrolling row of
 * logos per category, lottery and sports included. A logo shows that vendor's games below; the
 * chosen one is marked, and tapping it again shows every game again.
 */
export function AllProviders({
  gameType,
  vendor,
}: {
  /** The category of the chosen vendor ('' when none is chosen). */
  gameType: string;
  vendor: string | null;
}) {
  const { t } = useTranslation();
  const { categories } = useGameCategories();
  const groups = providerPageGroups(categories);
  if (groups.length === 0) return null;
  return (
    <section className={css.allProviders} aria-label={t('games.providers.all')}>
      {groups.map((g) => (
        <CategoryProviders
          key={g.code}
          code={g.code}
          vendors={g.vendors}
          selected={{ gameType, vendor }}
        />
      ))}
    </section>
  );
}
