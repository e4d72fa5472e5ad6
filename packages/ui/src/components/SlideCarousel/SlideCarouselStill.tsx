import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { SlideCarouselProps } from './SlideCarousel';
import * as css from './SlideCarousel.css';
import { cx } from '../../theme/cx';

/**
 * The carousel's first slides, side by side, without Swiper (while its code is on the way): the
 * same box, so nothing moves when the carousel takes over.
 */
export function SlideCarouselStill({
  slides,
  label,
  perView = 3,
  className,
}: Pick<SlideCarouselProps, 'slides' | 'label' | 'perView' | 'className'>) {
  if (slides.length === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label={label} className={cx(css.root, className)}>
      <div
        className={css.still}
        style={assignInlineVars({ [css.slideShare]: `${100 / perView}%` })}
      >
        {slides.slice(0, perView).map((s) => (
          <div key={s.id} className={css.slide}>
            {s.content}
          </div>
        ))}
      </div>
      {/* The controls' row, kept so that nothing moves when the carousel takes over. */}
      {slides.length > perView ? <div className={css.controls} aria-hidden="true" /> : null}
    </section>
  );
}
