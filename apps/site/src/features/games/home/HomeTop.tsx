import { useTranslation } from '../../../i18n';
import { NoticeTicker } from '@playdeck/ui';
import { noticesInOrder, promotionCover } from '@playdeck/domain';
import { bannerLink } from '../../../lib/bannerLink';
import { BannerPlaceholder, LazyBannerCarousel } from '../../../lib/LazyBannerCarousel';
import { shellBannerUrl, shownBannerUrl } from '../../../lib/shellBanner';
import { useInstalled } from '../../../lib/launchContext';
import { useHomeAnnouncements } from './queries';
import * as css from './gameArea.css';

/** The notice page opened on one item of the ticker: `/m/notice?index=<n>`. */
export const noticeLink = (index: number) => `/m/notice?index=${index}`;
export const APP_ROUTE = '/m/app';

/**
 * Banners of the group m_home (spec 2 §2); nothing when there are none. While they are on their
 * way the carousel's box is kept (with the shell's banner), so the page below does not jump.
 */
export function HomeBanners() {
  const { t } = useTranslation();
  const { data, isPending } = useHomeAnnouncements();
  if (isPending) return <BannerPlaceholder imageUrl={shellBannerUrl} />;
  const banners = (data?.banners ?? [])
    .filter((b) => (b.groupName ?? 'm_home') === 'm_home')
    .map((b) => ({
      id: String(b.id),
      imageUrl: shownBannerUrl(promotionCover(b.announcementImages) ?? ''),
      alt: b.title,
      ...bannerLink(b),
    }))
    .filter((b) => b.imageUrl);
  if (banners.length === 0) return null;
  return (
    <LazyBannerCarousel
      banners={banners}
      label={t('games.home.banners')}
      previousLabel={t('games.home.previousBanner')}
      nextLabel={t('games.home.nextBanner')}
      pauseLabel={t('games.home.pauseBanners')}
      playLabel={t('games.home.playBanners')}
      slideLabel={(position, total) => t('games.home.slide', { position, total })}
    />
  );
}

/**
 * The notice line (spec 1 §2, spec 2 §2): player notices scrolling at 30 fps; tapping one opens
 * /m/notice on that item; a placeholder when there are none; the app-download button unless the
 * site runs as the app or an installed web app.
 */
export function HomeNotices() {
  const { t } = useTranslation();
  const installed = useInstalled();
  const { data } = useHomeAnnouncements();
  // The notice page's order (newest first, pop-ups with them): each index opens its notice there.
  const notices = noticesInOrder(data?.player ?? [], data?.popup ?? []).map((n) => n.title);
  return (
    <div className={css.padded}>
      <NoticeTicker
        notices={notices}
        itemHref={noticeLink}
        placeholder={t('games.home.noAnnouncement')}
        label={t('games.home.notices')}
        pauseLabel={t('games.home.pauseNotices')}
        playLabel={t('games.home.playNotices')}
        previousLabel={t('games.home.previousNotice')}
        nextLabel={t('games.home.nextNotice')}
        downloadLabel={installed ? undefined : t('games.home.download')}
        downloadHref={installed ? undefined : APP_ROUTE}
      />
    </div>
  );
}
