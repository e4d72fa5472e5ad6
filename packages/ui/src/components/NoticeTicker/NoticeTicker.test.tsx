import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Profiler } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubReducedMotion } from '../../a11y/testing';
import { stubResizeObserver } from '../../testing/resizeObserver';
import { NoticeTicker, type NoticeTickerProps } from './NoticeTicker';

const notices = [
  'Weekend reload bonus: 25% on every deposit',
  'Scheduled maintenance on Tuesday 02:00-04:00',
  'New live tables from Evolution are open',
];

const itemHref = (index: number) => `/m/notice?i=${index}`;

function setup(props: Partial<NoticeTickerProps> = {}) {
  return render(
    <NoticeTicker notices={notices} itemHref={itemHref} placeholder="No announcement" {...props} />,
  );
}

const track = () => screen.getByTestId('ticker-track');
const user = () => userEvent.setup({ delay: null });

/**
 * happy-dom lays nothing out: the viewport is 300 px wide and the line of notices 900 px. Its
 * ResizeObserver never reports; this one reports as soon as it observes, as a browser does after
 * its next layout.
 */
function stubWidths() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
  stubResizeObserver({ reportOnObserve: true });
}

beforeEach(() => stubWidths());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('NoticeTicker (moving)', () => {
  it('is a named bar with every notice on one line', () => {
    setup();
    const bar = screen.getByRole('region', { name: 'Announcements' });
    for (const notice of notices) expect(bar).toHaveTextContent(notice);
  });

  it('reads no layout while the page renders: it starts at the resize observer’s first report', () => {
    const observers = stubResizeObserver();
    const lineWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get');
    setup();
    expect(lineWidth).not.toHaveBeenCalled();
    expect(track()).not.toHaveAttribute('data-state', 'running');
    act(() => observers.report());
    expect(track()).toHaveAttribute('data-state', 'running');
  });

  it('scrolls by a CSS animation that takes the line across at the given speed', () => {
    setup({ speed: 40 });
    expect(track()).toHaveAttribute('data-state', 'running');
    const style = track().getAttribute('style') ?? '';
    // In at the viewport's right edge (300px), out at minus the line's width (-900px).
    expect(style).toContain('300px');
    expect(style).toContain('-900px');
    // 1,200 px at 40 px/s; started a viewport's width in, so the first notice shows at once.
    expect(style).toContain('30s');
    expect(style).toContain('-7.5s');
  });

  it('starts at rest, first notice at the start, until the line is measured', () => {
    vi.restoreAllMocks();
    setup();
    expect(track()).not.toHaveAttribute('data-state');
    expect(track().getAttribute('style')).toBeNull();
  });

  it('never renders React while it scrolls', () => {
    vi.useFakeTimers();
    let commits = 0;
    render(
      <Profiler id="ticker" onRender={() => commits++}>
        <NoticeTicker notices={notices} itemHref={itemHref} placeholder="No announcement" />
      </Profiler>,
    );
    const afterMount = commits;
    act(() => vi.advanceTimersByTime(10_000));
    expect(commits).toBe(afterMount);
    vi.useRealTimers();
  });

  it('makes each notice a link to its announcement, by its index', () => {
    setup();
    expect(screen.getByRole('link', { name: notices[1] })).toHaveAttribute('href', '/m/notice?i=1');
  });

  it('stops and restarts with the pause control, whose name says what it will do', async () => {
    setup();
    await user().click(screen.getByRole('button', { name: 'Pause announcements' }));
    expect(track()).toHaveAttribute('data-state', 'paused');
    await user().click(screen.getByRole('button', { name: 'Play announcements' }));
    expect(track()).toHaveAttribute('data-state', 'running');
  });

  it('starts paused when asked (stories, screenshots) and reports pause changes', async () => {
    const onPausedChange = vi.fn();
    setup({ defaultPaused: true, onPausedChange });
    expect(track()).toHaveAttribute('data-state', 'paused');
    await user().click(screen.getByRole('button', { name: 'Play announcements' }));
    expect(onPausedChange).toHaveBeenCalledWith(false);
    expect(track()).toHaveAttribute('data-state', 'running');
  });

  it('follows a controlled paused prop', () => {
    const { rerender } = setup({ paused: true });
    expect(track()).toHaveAttribute('data-state', 'paused');
    rerender(<NoticeTicker notices={notices} itemHref={itemHref} placeholder="-" paused={false} />);
    expect(track()).toHaveAttribute('data-state', 'running');
  });

  it('holds a focused notice at the start, and scrolls on from there when focus leaves', () => {
    setup();
    const third = screen.getByRole('link', { name: notices[2] });
    vi.spyOn(third, 'offsetLeft', 'get').mockReturnValue(600);
    act(() => third.focus());
    expect(track()).toHaveAttribute('data-state', 'held');
    expect(track().style.transform).toBe('translate3d(-600px, 0, 0)');
    act(() => third.blur());
    expect(track()).toHaveAttribute('data-state', 'running');
    // 300 + 600 px into the loop at 40 px/s: the held notice is where scrolling resumes.
    expect(track().getAttribute('style')).toContain('-22.5s');
  });

  it('holds still while a mouse is over the line', () => {
    setup();
    fireEvent.pointerEnter(track().parentElement!, { pointerType: 'mouse' });
    expect(track()).toHaveAttribute('data-state', 'paused');
    fireEvent.pointerLeave(track().parentElement!, { pointerType: 'mouse' });
    expect(track()).toHaveAttribute('data-state', 'running');
  });

  it('keeps moving under a finger (touch has no hover)', () => {
    setup();
    fireEvent.pointerEnter(track().parentElement!, { pointerType: 'touch' });
    expect(track()).toHaveAttribute('data-state', 'running');
  });
});

describe('NoticeTicker (reduced motion)', () => {
  it('shows one still notice with previous and next, and nothing to pause', async () => {
    setup({ reducedMotion: true });
    expect(screen.queryByTestId('ticker-track')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pause/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: notices[0] })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Next announcement' }));
    expect(screen.getByRole('link', { name: notices[1] })).toHaveAttribute('href', '/m/notice?i=1');
  });

  it('wraps around at both ends', async () => {
    setup({ reducedMotion: true });
    await user().click(screen.getByRole('button', { name: 'Previous announcement' }));
    expect(screen.getByRole('link', { name: notices[2] })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Next announcement' }));
    expect(screen.getByRole('link', { name: notices[0] })).toBeInTheDocument();
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
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers the app download only when asked to', () => {
    const { rerender } = setup();
    expect(screen.queryByRole('link', { name: 'Download app' })).not.toBeInTheDocument();
    rerender(
      <NoticeTicker
        notices={notices}
        itemHref={itemHref}
        placeholder="-"
        downloadLabel="Download app"
        downloadHref="/m/app"
      />,
    );
    expect(screen.getByRole('link', { name: 'Download app' })).toHaveAttribute('href', '/m/app');
  });
});
