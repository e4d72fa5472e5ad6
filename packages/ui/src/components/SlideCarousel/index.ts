export { SlideCarousel, type Slide, type SlideCarouselProps } from './SlideCarousel';
export { SlideCarouselStill } from './SlideCarouselStill';
