import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubReducedMotion } from '../../a11y/testing';
import { motionMs } from '../../theme/motion';
import { BannerCarousel, type Banner } from './BannerCarousel';

const banners: Banner[] = [
  { id: 'b1', imageUrl: '/banners/reload.png', alt: 'Weekend reload bonus' },
  { id: 'b2', imageUrl: '/banners/vip.png', alt: 'VIP cashback' },
  { id: 'b3', imageUrl: '/banners/app.png', alt: 'Download the app' },
];

/** The banner a sighted player sees: the one not hidden from assistive technology. */
const current = () =>
  screen
    .getAllByRole('button')
    .find((b) => b.querySelector('img') && !b.hasAttribute('aria-hidden'));
const currentName = () => current()?.querySelector('img')?.getAttribute('alt');

/** happy-dom never ends CSS transitions; a browser tells Swiper the slide has arrived. */
const arrive = () => {
  const wrapper = document.querySelector('.swiper-wrapper');
  if (wrapper) fireEvent.transitionEnd(wrapper);
};

/**
 * Fake the clocks Swiper uses, leaving React's own scheduling real. The fake clock also creeps on
 * with real time, so Testing Library's zero-delay waits inside user-event still resolve.
 */
const fakeClocks = () =>
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'Date',
      'performance',
    ],
  });

// happy-dom does no layout: give Swiper a width to slide across.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(360);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(150);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('BannerCarousel', () => {
  it('is a named carousel whose slides say where they are', () => {
    render(<BannerCarousel banners={banners} onSlideClick={() => {}} autoplay={false} />);
    expect(screen.getByRole('region', { name: 'Promotions' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
  });

  it('opens the banner that was tapped', async () => {
    const onSlideClick = vi.fn();
    render(<BannerCarousel banners={banners} onSlideClick={onSlideClick} autoplay={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Weekend reload bonus' }));
    expect(onSlideClick).toHaveBeenCalledWith(banners[0]);
  });

  it('makes a banner that leads somewhere a link, and one that leads nowhere a picture', () => {
    render(
      <BannerCarousel
        banners={[
          { ...banners[0]!, href: '/m/activity' },
          { ...banners[1]!, href: 'https://partner.example/', target: '_blank' },
          banners[2]!,
        ]}
        autoplay={false}
      />,
    );
    expect(screen.getByRole('link', { name: 'Weekend reload bonus' })).toHaveAttribute(
      'href',
      '/m/activity',
    );
    expect(screen.queryByRole('button', { name: banners[2]!.alt })).not.toBeInTheDocument();
  });

  it('moves with previous and next buttons, looping round the ends', async () => {
    render(<BannerCarousel banners={banners} onSlideClick={() => {}} autoplay={false} />);
    expect(currentName()).toBe('Weekend reload bonus');
    await userEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    arrive();
    expect(currentName()).toBe('VIP cashback');
    await userEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    arrive();
    await userEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    arrive();
    expect(currentName()).toBe('Download the app');
  });

  it('lets the keyboard reach only the banner on show', () => {
    render(<BannerCarousel banners={banners} onSlideClick={() => {}} autoplay={false} />);
    const slideButtons = screen
      .getAllByRole('button', { hidden: true })
      .filter((b) => b.querySelector('img'));
    expect(slideButtons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
  });

  it('shows pagination for several banners', () => {
    const { container } = render(
      <BannerCarousel banners={banners} onSlideClick={() => {}} autoplay={false} />,
    );
    expect(container.querySelectorAll('.swiper-pagination-bullet')).toHaveLength(3);
  });

  it('advances by itself every 5 seconds, and the pause button stops it', async () => {
    fakeClocks();
    const user = userEvent.setup({ delay: null });
    render(<BannerCarousel banners={banners} onSlideClick={() => {}} />);
    await act(async () => vi.advanceTimersByTime(motionMs.bannerAutoplay));
    arrive();
    expect(currentName()).toBe('VIP cashback');
    await user.click(screen.getByRole('button', { name: 'Pause banners' }));
    expect(screen.getByRole('button', { name: 'Play banners' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(motionMs.bannerAutoplay * 3));
    expect(currentName()).toBe('VIP cashback');
    await user.click(screen.getByRole('button', { name: 'Play banners' }));
    await act(async () => vi.advanceTimersByTime(motionMs.bannerAutoplay));
    arrive();
    expect(currentName()).toBe('Download the app');
  });

  it('holds the autoplay while keyboard focus is inside, and carries on when it leaves', async () => {
    fakeClocks();
    render(
      <>
        <BannerCarousel banners={banners} onSlideClick={() => {}} />
        <button type="button">After</button>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Next banner' }).focus());
    await act(async () => vi.advanceTimersByTime(motionMs.bannerAutoplay * 2));
    expect(currentName()).toBe('Weekend reload bonus');
    act(() => screen.getByRole('button', { name: 'After' }).focus());
    await act(async () => vi.advanceTimersByTime(motionMs.bannerAutoplay));
    arrive();
    expect(currentName()).toBe('VIP cashback');
  });

  it('holds while a mouse is over the banners, and carries on when it leaves', async () => {
    fakeClocks();
    render(<BannerCarousel banners={banners} onSlideClick={() => {}} />);
    const slides = current()!;
    fireEvent.pointerEnter(slides, { pointerType: 'mouse' });
    await act(async () => vi.advanceTimersByTime(motionMs.bannerAutoplay * 2));
    expect(currentName()).toBe('Weekend reload bonus');
    fireEvent.pointerLeave(slides, { pointerType: 'mouse' });
    await act(async () => vi.advanceTimersByTime(motionMs.bannerAutoplay));
    arrive();
    expect(currentName()).toBe('VIP cashback');
  });

  it('runs no script per frame while it waits for the next banner', async () => {
    fakeClocks();
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    render(<BannerCarousel banners={banners} onSlideClick={() => {}} />);
    const before = frame.mock.calls.length;
    await act(async () => vi.advanceTimersByTime(motionMs.bannerAutoplay - 100));
    expect(frame.mock.calls.length - before).toBeLessThan(5);
  });

  it('does not advance by itself when autoplay is off, and offers nothing to pause', async () => {
    fakeClocks();
    render(<BannerCarousel banners={banners} onSlideClick={() => {}} autoplay={false} />);
    await act(async () => vi.advanceTimersByTime(motionMs.bannerAutoplay * 3));
    expect(currentName()).toBe('Weekend reload bonus');
    expect(screen.queryByRole('button', { name: 'Pause banners' })).not.toBeInTheDocument();
  });

  it('never autoplays under reduced motion, asked for or from the system', async () => {
    fakeClocks();
    stubReducedMotion(true);
    render(<BannerCarousel banners={banners} onSlideClick={() => {}} />);
    await act(async () => vi.advanceTimersByTime(motionMs.bannerAutoplay * 3));
    expect(currentName()).toBe('Weekend reload bonus');
    expect(screen.queryByRole('button', { name: 'Pause banners' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next banner' })).toBeInTheDocument();
  });

  it('has no loop, autoplay, arrows or pagination with a single banner', async () => {
    fakeClocks();
    const { container } = render(
      <BannerCarousel banners={banners.slice(0, 1)} onSlideClick={() => {}} />,
    );
    await act(async () => vi.advanceTimersByTime(motionMs.bannerAutoplay * 2));
    expect(screen.queryByRole('button', { name: 'Next banner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause banners' })).not.toBeInTheDocument();
    expect(container.querySelector('.swiper-pagination-bullet')).toBeNull();
    expect(
      container.querySelector('.swiper-slide-duplicate, [data-swiper-slide-index]'),
    ).toBeNull();
  });

  it('drops a banner whose image fails to load', () => {
    render(<BannerCarousel banners={banners} onSlideClick={() => {}} autoplay={false} />);
    fireEvent.error(screen.getByAltText('VIP cashback'));
    expect(screen.queryByAltText('VIP cashback')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 of 2' })).toBeInTheDocument();
  });

  it('disappears when every banner fails', () => {
    const { container } = render(
      <BannerCarousel banners={banners.slice(0, 1)} onSlideClick={() => {}} autoplay={false} />,
    );
    fireEvent.error(screen.getByAltText('Weekend reload bonus'));
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps its box a fixed shape, so nothing shifts while images load', () => {
    render(
      <BannerCarousel
        banners={banners}
        onSlideClick={() => {}}
        autoplay={false}
        aspectRatio="12 / 5"
      />,
    );
    expect(screen.getByRole('region').style.aspectRatio).toBe('12 / 5');
    const first = screen.getByAltText('Weekend reload bonus');
    expect(first).toHaveAttribute('width', '1200');
    expect(first).toHaveAttribute('height', '500');
    expect(screen.getByAltText('VIP cashback')).toHaveAttribute('loading', 'lazy');
  });
});
