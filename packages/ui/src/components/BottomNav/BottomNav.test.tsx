import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BottomNav, type BottomNavItem } from './BottomNav';

const items: BottomNavItem[] = [
  { id: 'home', label: 'Home', icon: 'home', href: '/m/home', active: true },
  { id: 'promotion', label: 'Promotion', icon: 'promotion', href: '/m/activity' },
  { id: 'share', label: 'Share', icon: 'share' },
  { id: 'bonus', label: 'Bonus', icon: 'gift', badgeCount: 3, badgeLabel: '3 unread' },
  { id: 'member', label: 'Member', icon: 'user', href: '/m/member/home', badgeCount: 120 },
];

describe('BottomNav', () => {
  it('is a named navigation landmark with every item', () => {
    render(<BottomNav items={items} onNavigate={() => {}} label="Main" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(5);
  });

  it('marks the current page', () => {
    render(<BottomNav items={items} onNavigate={() => {}} />);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Promotion' })).not.toHaveAttribute('aria-current');
  });

  it('reports the item chosen, whether a link or an action', async () => {
    const onNavigate = vi.fn();
    render(<BottomNav items={items} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Promotion' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(onNavigate.mock.calls).toEqual([['promotion'], ['share']]);
  });

  it('keeps a real link, and lets a modified click open it in a new tab', () => {
    const onNavigate = vi.fn();
    render(<BottomNav items={items} onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: 'Promotion' });
    expect(link).toHaveAttribute('href', '/m/activity');
    const plain = fireEvent.click(link);
    expect(plain).toBe(false); // default prevented: the site routes instead
    const withCtrl = fireEvent.click(link, { ctrlKey: true });
    expect(withCtrl).toBe(true);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('shows unread badges, capped at 99+, read with their label', () => {
    render(<BottomNav items={items} onNavigate={() => {}} />);
    expect(screen.getByRole('button', { name: /Bonus/ })).toHaveTextContent('3 unread');
    expect(screen.getByRole('link', { name: /Member/ })).toHaveTextContent('99+');
  });

  it('hides every badge for a logged-out visitor', () => {
    render(<BottomNav items={items} onNavigate={() => {}} badgesHidden />);
    expect(screen.queryByText('99+')).not.toBeInTheDocument();
    expect(screen.queryByText('3 unread')).not.toBeInTheDocument();
  });

  it('is worked from the keyboard', async () => {
    const onNavigate = vi.fn();
    render(<BottomNav items={items} onNavigate={onNavigate} />);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('share');
  });
});
