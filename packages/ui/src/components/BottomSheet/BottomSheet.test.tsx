import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

  it('closes on a mask tap that comes before the outside-tap listener (a busy phone)', () => {
    render(<Sheet trigger={<button type="button">Choose</button>} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    fireEvent.click(screen.getByTestId('overlay-mask'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is modal to screen readers, locks the page behind, and gives focus back after a mask tap', async () => {
    render(<Sheet trigger={<button type="button">Filter</button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
    expect(document.body).toHaveAttribute('data-scroll-locked', '1');
    // Nothing behind is switched off: the mask takes the taps (Radix's modal dialog disabled
    // pointer events on the whole body, restyling the page).
    expect(document.body.style.pointerEvents).toBe('');
    await userEvent.click(screen.getByTestId('overlay-mask'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filter' })).toHaveFocus());
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

  describe('swiping down', () => {
    const drag = (distance: number, from: HTMLElement = screen.getByTestId('sheet-handle')) => {
      fireEvent.pointerDown(from, { clientX: 50, clientY: 100, pointerId: 1 });
      fireEvent.pointerMove(from, { clientX: 50, clientY: 100 + distance / 2, pointerId: 1 });
      fireEvent.pointerMove(from, { clientX: 50, clientY: 100 + distance, pointerId: 1 });
      fireEvent.pointerUp(from, { clientX: 50, clientY: 100 + distance, pointerId: 1 });
    };

    it('closes the sheet from 100 px down on the handle', () => {
      const onOpenChange = vi.fn();
      render(<Sheet defaultOpen onOpenChange={onOpenChange} />);
      drag(100);
      expect(onOpenChange).toHaveBeenCalledWith(false);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('closes it from the title row too', () => {
      const onOpenChange = vi.fn();
      render(<Sheet defaultOpen onOpenChange={onOpenChange} />);
      drag(140, screen.getByText('Question type'));
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });

    it('springs back after a pull shorter than 100 px', () => {
      const onOpenChange = vi.fn();
      render(<Sheet defaultOpen onOpenChange={onOpenChange} />);
      drag(99);
      expect(onOpenChange).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog').style.transform).toBe('');
    });

    it('ignores a drag upwards', () => {
      const onOpenChange = vi.fn();
      render(<Sheet defaultOpen onOpenChange={onOpenChange} />);
      drag(-200);
      expect(onOpenChange).not.toHaveBeenCalled();
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
