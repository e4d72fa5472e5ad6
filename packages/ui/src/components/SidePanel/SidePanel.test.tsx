import { describe, expect, it, vi } from 'vitest';
import * as RadixDialog from '@radix-ui/react-dialog';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SidePanel } from './SidePanel';

function Menu({
  onOpenChange,
  side,
}: {
  onOpenChange?: (open: boolean) => void;
  side?: 'left' | 'right';
}) {
  const [open, setOpen] = useState(false);
  return (
    <SidePanel
      side={side}
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
    const mask = screen.getByTestId('overlay-mask');
    fireEvent.pointerDown(mask);
    fireEvent.click(mask);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a mask tap that comes before the outside-tap listener (a busy phone)', () => {
    render(<Menu />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    // No pointerdown has reached Radix's listener, which is added a task after opening.
    fireEvent.click(screen.getByTestId('overlay-mask'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    render(<Menu />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('takes the focus once it has been drawn', async () => {
    render(<Menu />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog).toHaveFocus());
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

  it('is modal to screen readers and locks the page behind while open', async () => {
    render(<Menu />);
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
    expect(document.body).toHaveAttribute('data-scroll-locked', '1');
    await userEvent.keyboard('{Escape}');
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it('gives focus back to the button that opened it, without a trigger, after a mask tap', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Menu button
          </button>
          <SidePanel open={open} onOpenChange={setOpen} title="Menu">
            <a href="/m/set">Settings</a>
          </SidePanel>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu button' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
    await userEvent.click(screen.getByTestId('overlay-mask'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu button' })).toHaveFocus());
  });

  it('pulls the focus back when something outside takes it', async () => {
    render(
      <>
        <button type="button">Behind</button>
        <Menu />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog).toHaveFocus());
    act(() => screen.getByRole('button', { name: 'Behind', hidden: true }).focus());
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('stays open under a dialog opened from it, which takes the focus', async () => {
    render(
      <SidePanel title="Menu" trigger={<button type="button">Open menu</button>}>
        <RadixDialog.Root>
          <RadixDialog.Trigger>Sign out</RadixDialog.Trigger>
          <RadixDialog.Portal>
            <RadixDialog.Overlay />
            <RadixDialog.Content aria-describedby={undefined}>
              <RadixDialog.Title>Sign out?</RadixDialog.Title>
              <RadixDialog.Close>Cancel</RadixDialog.Close>
            </RadixDialog.Content>
          </RadixDialog.Portal>
        </RadixDialog.Root>
      </SidePanel>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const confirm = screen.getByRole('dialog', { name: 'Sign out?' });
    await waitFor(() => expect(confirm).toContainElement(document.activeElement as HTMLElement));
    expect(document.body).toHaveAttribute('data-scroll-locked', '2');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Sign out?' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(document.body).toHaveAttribute('data-scroll-locked', '1');
  });

  describe('swiping towards its edge', () => {
    const swipe = (dx: number, dy = 0) => {
      const link = screen.getByRole('link', { name: 'My account' });
      fireEvent.pointerDown(link, { clientX: 200, clientY: 100, pointerId: 1 });
      fireEvent.pointerMove(link, { clientX: 200 + dx / 2, clientY: 100 + dy / 2, pointerId: 1 });
      fireEvent.pointerMove(link, { clientX: 200 + dx, clientY: 100 + dy, pointerId: 1 });
      fireEvent.pointerUp(link, { clientX: 200 + dx, clientY: 100 + dy, pointerId: 1 });
      return link;
    };

    it('closes the right panel after 100 px to the right', async () => {
      const onOpenChange = vi.fn();
      render(<Menu onOpenChange={onOpenChange} />);
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      swipe(100);
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
    });

    it('does not open the link a swipe ended on', async () => {
      render(<Menu />);
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const link = swipe(60);
      expect(fireEvent.click(link)).toBe(false);
      expect(fireEvent.click(link)).toBe(true);
    });

    it('closes the left panel only to the left', async () => {
      const onOpenChange = vi.fn();
      render(<Menu side="left" onOpenChange={onOpenChange} />);
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      swipe(150);
      expect(onOpenChange).not.toHaveBeenCalledWith(false);
      swipe(-100);
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
    });

    it('stays open after a short swipe or a scroll', async () => {
      const onOpenChange = vi.fn();
      render(<Menu onOpenChange={onOpenChange} />);
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      swipe(99);
      swipe(40, 200);
      expect(onOpenChange).not.toHaveBeenCalledWith(false);
      expect(screen.getByRole('dialog').style.transform).toBe('');
    });
  });
});
