import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerPlaceholder, CAROUSEL_START_MS, LazyBannerCarousel } from './LazyBannerCarousel';

const banners = [
  { id: 'b1', imageUrl: '/banners/reload.png', alt: 'Weekend reload bonus', href: '/m/activity' },
  { id: 'b2', imageUrl: '/banners/vip.png', alt: 'VIP cashback' },
];

const nextButton = () => screen.queryByRole('button', { name: 'Next banner' });

// happy-dom does no layout: give Swiper a width to slide across.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(360);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('home banners with Swiper started on demand', () => {
  it('shows the first banner, a link, then the carousel a little before the first slide change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    render(<LazyBannerCarousel banners={banners} />);

    expect(screen.getByRole('region', { name: 'Promotions' })).toBeTruthy();
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual([
      'Weekend reload bonus',
    ]);
    expect(nextButton()).toBeNull();
    expect(screen.getByRole('link', { name: 'Weekend reload bonus' })).toHaveAttribute(
      'href',
      '/m/activity',
    );

    act(() => vi.advanceTimersByTime(CAROUSEL_START_MS - 100));
    expect(nextButton()).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(await screen.findByRole('button', { name: 'Next banner' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pause banners' })).toBeTruthy();
  });

  it('starts the carousel at once when the player reaches for the banners', async () => {
    render(<LazyBannerCarousel banners={banners} />);
    expect(nextButton()).toBeNull();
    fireEvent.focus(screen.getByRole('link', { name: 'Weekend reload bonus' }));
    expect(await screen.findByRole('button', { name: 'Next banner' })).toBeTruthy();
  });

  it('keeps a lone banner still, and drops it when its image fails', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<LazyBannerCarousel banners={banners.slice(0, 1)} />);
    act(() => vi.advanceTimersByTime(CAROUSEL_START_MS * 4));
    expect(nextButton()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause banners' })).toBeNull();
    fireEvent.error(screen.getByRole('img', { name: 'Weekend reload bonus' }));
    expect(screen.queryByRole('region', { name: 'Promotions' })).toBeNull();
  });
});

describe('the banner placeholder', () => {
  it("keeps the carousel's box with the shell's banner, hidden from screen readers", () => {
    const { container } = render(<BannerPlaceholder imageUrl="/media/banners/welcome.svg" />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(box.style.aspectRatio).toBe('12 / 5');
    expect(box.querySelector('img')?.getAttribute('src')).toBe('/media/banners/welcome.svg');
  });

  it('is an empty box without a shell banner', () => {
    const { container } = render(<BannerPlaceholder imageUrl={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect((container.firstElementChild as HTMLElement).style.aspectRatio).toBe('12 / 5');
  });
});
