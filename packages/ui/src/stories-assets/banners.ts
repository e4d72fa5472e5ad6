import { bannerArt } from './art';

/** Fixed sample home banners for stories. */
export const sampleBanners = [
  ['Weekend Reload', '25% bonus on every deposit', 'Weekend reload: 25% bonus on every deposit'],
  ['VIP Cashback', 'Up to 1.5% back every week', 'VIP cashback up to 1.5% every week'],
  ['Get the App', 'Download bonus up to ₱599', 'Get the app: download bonus up to ₱599'],
].map(([title, subtitle, alt], i) => ({
  id: `banner-${i + 1}`,
  imageUrl: bannerArt(i, title!, subtitle!),
  alt: alt!,
}));
