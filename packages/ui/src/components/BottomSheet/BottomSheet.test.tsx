import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BottomSheet } from './BottomSheet';
import { stubResizeObserver } from '../../testing/resizeObserver';

function Sheet(props: Partial<Parameters<typeof BottomSheet>[0]>) {
  return (
    <BottomSheet title="Question type" {...props}>
      <button type="button">Deposit problem</button>
      <button type="button">Game problem</button>
    </BottomSheet>
  );
}

describe('BottomSheet', () => {
  it('opens from its trigger as a dialog named by its title', async () => {
    render(<Sheet trigger={<button type="button">Choose</button>} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect(screen.getByRole('dialog', { name: 'Question type' })).toBeInTheDocument();
  });

  it('takes focus itself on opening so the title is read first', () => {
    render(<Sheet defaultOpen />);
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it('keeps keyboard focus inside while open', async () => {
    render(
      <>
        <button type="button">Outside</button>
        <Sheet defaultOpen />
      </>,
    );
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const onOpenChange = vi.fn();
    render(<Sheet trigger={<button type="button">Choose</button>} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose' })).toHaveFocus();
  });

  it('closes from its labelled close button', async () => {
    render(<Sheet defaultOpen closeLabel="Done" />);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open under a controlling parent until the parent closes it', async () => {
    const onOpenChange = vi.fn();
    render(<Sheet open onOpenChange={onOpenChange} />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  describe('dragging the handle', () => {
    const drag = (distance: number) => {
      const dialog = screen.getByRole('dialog');
      vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue({
        height: 400,
      } as DOMRect);
      const handle = screen.getByTestId('sheet-handle');
      fireEvent.pointerDown(handle, { clientY: 100, pointerId: 1 });
      fireEvent.pointerMove(handle, { clientY: 100 + distance, pointerId: 1 });
      fireEvent.pointerUp(handle, { clientY: 100 + distance, pointerId: 1 });
    };

    it('dismisses the sheet after a long pull down', () => {
      const onOpenChange = vi.fn();
      render(<Sheet defaultOpen onOpenChange={onOpenChange} />);
      drag(200);
      expect(onOpenChange).toHaveBeenCalledWith(false);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('springs back after a short pull', () => {
      const onOpenChange = vi.fn();
      render(<Sheet defaultOpen onOpenChange={onOpenChange} />);
      drag(40);
      expect(onOpenChange).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog').style.transform).toBe('');
    });
  });
});

describe('BottomSheet with long content', () => {
  it('lets keyboard users reach the scrolling area only when it scrolls', () => {
    const observers = stubResizeObserver();
    render(
      <BottomSheet title="Terms" defaultOpen>
        <p>Clause 1</p>
      </BottomSheet>,
    );
    const body = screen.getByText('Clause 1').parentElement!;
    expect(body).not.toHaveAttribute('tabindex');
    Object.defineProperty(body, 'scrollHeight', { value: 900, configurable: true });
    Object.defineProperty(body, 'clientHeight', { value: 400, configurable: true });
    act(() => observers.report());
    expect(body).toHaveAttribute('tabindex', '0');
    vi.unstubAllGlobals();
  });
});
