import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Profiler } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubReducedMotion } from '../../a11y/testing';
import { motionMs } from '../../theme/motion';
import { NoticeTicker, type NoticeTickerProps } from './NoticeTicker';

const notices = [
  'Weekend reload bonus: 25% on every deposit',
  'Scheduled maintenance on Tuesday 02:00-04:00',
  'New live tables from Evolution are open',
];

function setup(props: Partial<NoticeTickerProps> = {}) {
  const onItemClick = vi.fn();
  const view = render(
    <NoticeTicker
      notices={notices}
      onItemClick={onItemClick}
      placeholder="No announcement"
      {...props}
    />,
  );
  return { onItemClick, ...view };
}

const track = () => screen.getByTestId('ticker-track');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const user = () => userEvent.setup({ delay: null });

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['requestAnimationFrame', 'cancelAnimationFrame'],
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('NoticeTicker (moving)', () => {
  it('is a named bar with every notice on one line', () => {
    setup();
    const bar = screen.getByRole('region', { name: 'Announcements' });
    for (const notice of notices) expect(bar).toHaveTextContent(notice);
  });

  it('moves the line by transform as time passes', () => {
    setup();
    advance(motionMs.tickerFrame * 3);
    const first = track().style.transform;
    expect(first).toMatch(/^translate3d\(/);
    advance(motionMs.tickerFrame * 10);
    expect(track().style.transform).not.toBe(first);
  });

  it('writes a new position at most once per ticker frame (30 fps)', () => {
    setup();
    advance(motionMs.tickerFrame * 2);
    let changes = 0;
    let last = track().style.transform;
    // Sample twice per ticker frame for thirty frames: the line may move at most thirty times.
    for (let i = 0; i < 60; i++) {
      advance(motionMs.tickerFrame / 2);
      if (track().style.transform !== last) changes++;
      last = track().style.transform;
    }
    expect(changes).toBeGreaterThan(0);
    expect(changes).toBeLessThanOrEqual(30);
  });

  it('never renders React while it scrolls', () => {
    let commits = 0;
    render(
      <Profiler id="ticker" onRender={() => commits++}>
        <NoticeTicker notices={notices} onItemClick={() => {}} placeholder="No announcement" />
      </Profiler>,
    );
    const afterMount = commits;
    advance(motionMs.tickerFrame * 60);
    expect(commits).toBe(afterMount);
  });

  it('opens the notice that was tapped, by its index', async () => {
    const { onItemClick } = setup();
    await user().click(screen.getByRole('button', { name: notices[1] }));
    expect(onItemClick).toHaveBeenCalledWith(1);
  });

  it('stops and restarts with the pause control, whose name says what it will do', async () => {
    setup();
    advance(motionMs.tickerFrame * 3);
    await user().click(screen.getByRole('button', { name: 'Pause announcements' }));
    const stopped = track().style.transform;
    advance(motionMs.tickerFrame * 30);
    expect(track().style.transform).toBe(stopped);
    await user().click(screen.getByRole('button', { name: 'Play announcements' }));
    advance(motionMs.tickerFrame * 30);
    expect(track().style.transform).not.toBe(stopped);
  });

  it('starts paused when asked (stories, screenshots) and reports pause changes', async () => {
    const onPausedChange = vi.fn();
    setup({ defaultPaused: true, onPausedChange });
    advance(motionMs.tickerFrame * 30);
    expect(track().style.transform).toBe('');
    await user().click(screen.getByRole('button', { name: 'Play announcements' }));
    expect(onPausedChange).toHaveBeenCalledWith(false);
  });

  it('follows a controlled paused prop', () => {
    const { rerender } = setup({ paused: true });
    advance(motionMs.tickerFrame * 30);
    expect(track().style.transform).toBe('');
    rerender(
      <NoticeTicker notices={notices} onItemClick={() => {}} placeholder="-" paused={false} />,
    );
    advance(motionMs.tickerFrame * 30);
    expect(track().style.transform).not.toBe('');
  });

  it('holds still while a keyboard user is on a notice', () => {
    setup();
    advance(motionMs.tickerFrame * 3);
    act(() => screen.getByRole('button', { name: notices[2] }).focus());
    const held = track().style.transform;
    advance(motionMs.tickerFrame * 30);
    expect(track().style.transform).toBe(held);
  });

  it('holds still while a mouse is over the line', () => {
    setup();
    advance(motionMs.tickerFrame * 3);
    fireEvent.pointerEnter(track().parentElement!, { pointerType: 'mouse' });
    const held = track().style.transform;
    advance(motionMs.tickerFrame * 30);
    expect(track().style.transform).toBe(held);
    fireEvent.pointerLeave(track().parentElement!, { pointerType: 'mouse' });
    advance(motionMs.tickerFrame * 30);
    expect(track().style.transform).not.toBe(held);
  });
});

describe('NoticeTicker (reduced motion)', () => {
  it('shows one still notice with previous and next, and nothing to pause', async () => {
    const { onItemClick } = setup({ reducedMotion: true });
    expect(screen.queryByTestId('ticker-track')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pause/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: notices[0] })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Next announcement' }));
    await user().click(screen.getByRole('button', { name: notices[1] }));
    expect(onItemClick).toHaveBeenCalledWith(1);
  });

  it('wraps around at both ends', async () => {
    setup({ reducedMotion: true });
    await user().click(screen.getByRole('button', { name: 'Previous announcement' }));
    expect(screen.getByRole('button', { name: notices[2] })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Next announcement' }));
    expect(screen.getByRole('button', { name: notices[0] })).toBeInTheDocument();
  });

  it('uses the still line when the system asks for reduced motion', () => {
    stubReducedMotion(true);
    setup();
    expect(screen.queryByTestId('ticker-track')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next announcement' })).toBeInTheDocument();
  });

  it('has no previous or next for a single notice', () => {
    setup({ reducedMotion: true, notices: ['Only one'] });
    expect(screen.queryByRole('button', { name: 'Next announcement' })).not.toBeInTheDocument();
  });
});

describe('NoticeTicker (empty and download)', () => {
  it('shows the placeholder and no controls when there are no notices', () => {
    setup({ notices: [] });
    expect(screen.getByText('No announcement')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers the app download only when asked to', async () => {
    const onDownload = vi.fn();
    const { rerender } = setup();
    expect(screen.queryByRole('button', { name: 'Download app' })).not.toBeInTheDocument();
    rerender(
      <NoticeTicker
        notices={notices}
        onItemClick={() => {}}
        placeholder="-"
        downloadLabel="Download app"
        onDownload={onDownload}
      />,
    );
    await user().click(screen.getByRole('button', { name: 'Download app' }));
    expect(onDownload).toHaveBeenCalledOnce();
  });
});
