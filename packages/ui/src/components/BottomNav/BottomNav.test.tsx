import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinkProvider, type LinkComponentProps } from '../LinkProvider/LinkProvider';
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
    render(<BottomNav items={items} label="Main" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(5);
  });

  it('marks the current page', () => {
    render(<BottomNav items={items} />);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Promotion' })).not.toHaveAttribute('aria-current');
  });

  it('reports actions, and leaves links to the link component', async () => {
    const onAction = vi.fn();
    const followed: string[] = [];
    function TestLink({ href, children, ...rest }: LinkComponentProps) {
      return (
        <a
          href={href}
          {...rest}
          onClick={(e) => {
            e.preventDefault();
            followed.push(href);
          }}
        >
          {children}
        </a>
      );
    }
    render(
      <LinkProvider component={TestLink}>
        <BottomNav items={items} onAction={onAction} />
      </LinkProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Promotion' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(followed).toEqual(['/m/activity']);
    expect(onAction.mock.calls).toEqual([['share']]);
  });

  it('draws screens as real links that a modified click can open in a new tab', () => {
    render(<BottomNav items={items} />);
    const link = screen.getByRole('link', { name: 'Promotion' });
    expect(link).toHaveAttribute('href', '/m/activity');
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
  });

  it('shows unread badges, capped at 99+, read with their label', () => {
    render(<BottomNav items={items} />);
    expect(screen.getByRole('button', { name: /Bonus/ })).toHaveTextContent('3 unread');
    expect(screen.getByRole('link', { name: /Member/ })).toHaveTextContent('99+');
  });

  it('hides every badge for a logged-out visitor', () => {
    render(<BottomNav items={items} badgesHidden />);
    expect(screen.queryByText('99+')).not.toBeInTheDocument();
    expect(screen.queryByText('3 unread')).not.toBeInTheDocument();
  });

  it('is worked from the keyboard', async () => {
    const onAction = vi.fn();
    render(<BottomNav items={items} onAction={onAction} />);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('share');
  });
});
