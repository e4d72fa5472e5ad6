import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubReducedMotion } from '../../a11y/testing';
import { motionMs } from '../../theme/motion';
import { SlideCarousel, type Slide } from './SlideCarousel';
import { SlideCarouselStill } from './SlideCarouselStill';

const slides = (n: number): Slide[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `s${i + 1}`,
    content: <a href={`/m/provider?vassalage=V${i + 1}`}>Vendor {i + 1}</a>,
  }));

/** happy-dom never ends CSS transitions; a browser tells Swiper the slide has arrived. */
const arrive = () => {
  const wrapper = document.querySelector('.swiper-wrapper');
  if (wrapper) fireEvent.transitionEnd(wrapper);
};
const first = () => document.querySelector('.swiper-slide-active')?.getAttribute('aria-label');

const fakeClocks = () =>
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'],
  });

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(360);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(120);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('SlideCarousel', () => {
  it('is a named carousel whose slides say where they are', () => {
    render(<SlideCarousel slides={slides(5)} label="Providers" autoplay={false} />);
    expect(screen.getByRole('region', { name: 'Providers' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getByRole('group', { name: '5 of 5' })).toBeInTheDocument();
  });

  it('moves one slide every 8 seconds while more slides than fit, and the pause button stops it', async () => {
    fakeClocks();
    const user = userEvent.setup({ delay: null });
    render(<SlideCarousel slides={slides(5)} label="Providers" />);
    expect(first()).toBe('1 of 5');
    await act(async () => vi.advanceTimersByTime(motionMs.carouselAutoplay - 10));
    expect(first()).toBe('1 of 5');
    await act(async () => vi.advanceTimersByTime(10));
    arrive();
    expect(first()).toBe('2 of 5');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await act(async () => vi.advanceTimersByTime(motionMs.carouselAutoplay * 3));
    expect(first()).toBe('2 of 5');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await act(async () => vi.advanceTimersByTime(motionMs.carouselAutoplay));
    arrive();
    expect(first()).toBe('3 of 5');
  });

  it('moves with the previous and next buttons', async () => {
    render(<SlideCarousel slides={slides(5)} label="Providers" autoplay={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    arrive();
    expect(first()).toBe('2 of 5');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    arrive();
    expect(first()).toBe('1 of 5');
  });

  it('has no controls and does not move when every slide fits', async () => {
    fakeClocks();
    render(<SlideCarousel slides={slides(3)} label="Providers" />);
    await act(async () => vi.advanceTimersByTime(motionMs.carouselAutoplay * 2));
    expect(first()).toBe('1 of 3');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('never moves by itself under reduced motion, and offers nothing to pause', async () => {
    fakeClocks();
    stubReducedMotion(true);
    render(<SlideCarousel slides={slides(5)} label="Providers" />);
    await act(async () => vi.advanceTimersByTime(motionMs.carouselAutoplay * 2));
    expect(first()).toBe('1 of 5');
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('holds while keyboard focus is inside', async () => {
    fakeClocks();
    render(<SlideCarousel slides={slides(5)} label="Providers" />);
    act(() => screen.getByRole('button', { name: 'Next' }).focus());
    await act(async () => vi.advanceTimersByTime(motionMs.carouselAutoplay * 2));
    expect(first()).toBe('1 of 5');
  });

  it('holds while a mouse rests on the slides, and moves on when it leaves', async () => {
    fakeClocks();
    render(<SlideCarousel slides={slides(5)} label="Providers" />);
    const slide = screen.getByRole('group', { name: '1 of 5' });
    fireEvent.pointerEnter(slide, { pointerType: 'mouse' });
    await act(async () => vi.advanceTimersByTime(motionMs.carouselAutoplay * 2));
    arrive();
    expect(first()).toBe('1 of 5');
    fireEvent.pointerLeave(slide, { pointerType: 'mouse' });
    await act(async () => vi.advanceTimersByTime(motionMs.carouselAutoplay));
    arrive();
    expect(first()).toBe('2 of 5');
  });
});

describe('SlideCarouselStill', () => {
  it('shows the first slides only, in the same named box', () => {
    render(<SlideCarouselStill slides={slides(5)} label="Providers" />);
    expect(screen.getByRole('region', { name: 'Providers' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Vendor 1',
      'Vendor 2',
      'Vendor 3',
    ]);
  });
});
