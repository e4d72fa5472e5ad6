import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SidePanel } from './SidePanel';

function Menu({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <SidePanel
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
      title="Menu"
      trigger={<button type="button">Open menu</button>}
    >
      <a href="/m/myAccount/index">My account</a>
      <a href="/m/securityCenter">Security centre</a>
    </SidePanel>
  );
}

describe('SidePanel', () => {
  it('opens from its trigger as a dialog named by its title', async () => {
    render(<Menu />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('closes when the mask is tapped', async () => {
    const onOpenChange = vi.fn();
    render(<Menu onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mask = screen.getByTestId('side-panel-mask');
    fireEvent.pointerDown(mask);
    fireEvent.click(mask);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    render(<Menu />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('keeps focus among its entries while open', async () => {
    render(<Menu />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
