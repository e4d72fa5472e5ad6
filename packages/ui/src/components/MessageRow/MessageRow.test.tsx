import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageRow } from './MessageRow';

describe('MessageRow', () => {
  it('is one button named by its title, subtitle and unread count', async () => {
    const onClick = vi.fn();
    render(
      <MessageRow
        icon="megaphone"
        title="Announcements"
        subtitle="Platform news"
        unreadCount={5}
        unreadLabel="5 unread"
        onClick={onClick}
      />,
    );
    const row = screen.getByRole('button', { name: 'Announcements Platform news 5 unread' });
    await userEvent.click(row);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows 99+ above 99 and no badge at 0 or when hidden', () => {
    const { rerender } = render(
      <MessageRow icon="mail" title="Messages" unreadCount={240} onClick={() => {}} />,
    );
    expect(screen.getByText('99+')).toBeInTheDocument();
    rerender(<MessageRow icon="mail" title="Messages" unreadCount={0} onClick={() => {}} />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Messages');
    rerender(
      <MessageRow icon="mail" title="Messages" unreadCount={7} badgeHidden onClick={() => {}} />,
    );
    expect(screen.queryByText('7')).not.toBeInTheDocument();
  });

  it('can be a real link whose plain click is handed to the site', () => {
    const onClick = vi.fn();
    render(<MessageRow icon="chat" title="Live chat" href="/m/chat" onClick={onClick} />);
    const link = screen.getByRole('link', { name: 'Live chat' });
    expect(link).toHaveAttribute('href', '/m/chat');
    expect(fireEvent.click(link)).toBe(false);
    expect(onClick).toHaveBeenCalledOnce();
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('takes any small element as its icon', () => {
    render(
      <MessageRow icon={<span data-testid="brand">T</span>} title="Telegram" onClick={() => {}} />,
    );
    expect(screen.getByTestId('brand')).toBeInTheDocument();
  });

  it('is pressed from the keyboard', async () => {
    const onClick = vi.fn();
    render(<MessageRow icon="mail" title="Messages" onClick={onClick} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
  });
});
