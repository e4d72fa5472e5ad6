import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, type TabItem } from './Tabs';

const methods: TabItem[] = [
  { value: 'username', label: 'Username', content: <p>Username form</p> },
  { value: 'sms', label: 'SMS', content: <p>SMS form</p> },
  { value: 'phone', label: 'Phone', content: <p>Phone form</p>, disabled: true },
];

describe('Tabs', () => {
  it('shows the first panel and names the tab list', () => {
    render(<Tabs items={methods} label="Login method" />);
    expect(screen.getByRole('tablist', { name: 'Login method' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Username form');
  });

  it('switches panels on tap and reports the choice', async () => {
    const onValueChange = vi.fn();
    render(<Tabs items={methods} label="Login method" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    expect(onValueChange).toHaveBeenCalledWith('sms');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('SMS form');
  });

  it('moves with the arrow keys and skips disabled tabs', async () => {
    render(<Tabs items={methods} label="Login method" />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('SMS form');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
  });

  it('follows a controlling parent', () => {
    render(<Tabs items={methods} label="Login method" value="sms" />);
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
  });
});
