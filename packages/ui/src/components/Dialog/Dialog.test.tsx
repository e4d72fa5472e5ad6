import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertDialog } from './AlertDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';

const signOut = {
  title: 'Prompt',
  message: 'Are you sure you want to sign out?',
  cancelLabel: 'Cancel',
  confirmLabel: 'Submit',
};

describe('Dialog', () => {
  it('opens from its trigger, named by its title and described by its message', async () => {
    render(
      <Dialog title="Notice" trigger={<button type="button">Open</button>}>
        Deposits are credited within minutes.
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveAccessibleDescription('Deposits are credited within minutes.');
    expect(dialog).toHaveFocus();
  });

  it('traps focus among its controls and closes on Escape, returning focus', async () => {
    render(
      <>
        <button type="button">Behind</button>
        <Dialog
          title="Notice"
          closeLabel="Close"
          trigger={<button type="button">Open</button>}
          actions={<button type="button">Got it</button>}
        >
          Body
        </Dialog>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on a mask tap, even one before the outside-tap listener, unless it must be answered', () => {
    const { unmount } = render(
      <Dialog title="Notice" defaultOpen>
        Body
      </Dialog>,
    );
    fireEvent.click(screen.getByTestId('overlay-mask'));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    render(
      <Dialog title="Age check" defaultOpen closeOnMaskTap={false}>
        Are you 18 or older?
      </Dialog>,
    );
    fireEvent.click(screen.getByTestId('overlay-mask'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('can refuse Escape when an answer is required', async () => {
    render(
      <Dialog title="Age check" defaultOpen closeOnEscape={false}>
        Are you 18 or older?
      </Dialog>,
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('is an alert dialog that confirms and closes', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog {...signOut} defaultOpen onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Prompt' });
    expect(dialog).toHaveAccessibleDescription(signOut.message);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('cancels from its cancel button', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog {...signOut} defaultOpen onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('treats Escape as cancel', async () => {
    const onCancel = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        {...signOut}
        defaultOpen
        onConfirm={vi.fn()}
        onCancel={onCancel}
        onOpenChange={onOpenChange}
      />,
    );
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('reaches Cancel first from the keyboard, then Submit', async () => {
    render(<ConfirmDialog {...signOut} defaultOpen onConfirm={vi.fn()} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
  });
});

describe('AlertDialog', () => {
  it('acknowledges with its one button', async () => {
    const onConfirm = vi.fn();
    render(
      <AlertDialog
        title="Feedback"
        message="Sent successfully"
        confirmLabel="OK"
        defaultOpen
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Feedback' })).toHaveAccessibleDescription(
      'Sent successfully',
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('counts Escape as the acknowledgement', async () => {
    const onConfirm = vi.fn();
    render(
      <AlertDialog
        title="Feedback"
        message="Sent"
        confirmLabel="OK"
        defaultOpen
        onConfirm={onConfirm}
      />,
    );
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
