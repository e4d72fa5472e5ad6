export { BannerCarousel, type Banner, type BannerCarouselProps } from './BannerCarousel';
