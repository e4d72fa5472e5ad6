import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

describe('Button', () => {
  it('calls onClick when a person clicks it', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Log in</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('can be pressed from the keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Log in</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does nothing while disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} disabled>
        Log in
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows its loading label, is busy and cannot be pressed again while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} loading loadingLabel="Sending…">
        Send
      </Button>,
    );
    const btn = screen.getByRole('button', { name: 'Sending…' });
    expect(btn).toHaveAttribute('aria-busy', 'true');
    expect(btn).toBeDisabled();
    await userEvent.click(btn);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is a plain button, so it never submits a form by accident', () => {
    render(<Button>Cancel</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });
});

describe('Button pressed look', () => {
  it('looks pressed while a finger is down and not after it lifts', async () => {
    const user = userEvent.setup();
    render(<Button>Play</Button>);
    const btn = screen.getByRole('button');
    await user.pointer({ keys: '[MouseLeft>]', target: btn });
    expect(btn).toHaveAttribute('data-pressed');
    await user.pointer({ keys: '[/MouseLeft]', target: btn });
    expect(btn).not.toHaveAttribute('data-pressed');
  });

  it('keeps the caller’s pointer handlers working', async () => {
    const onPointerDown = vi.fn();
    render(<Button onPointerDown={onPointerDown}>Play</Button>);
    await userEvent.click(screen.getByRole('button'));
    expect(onPointerDown).toHaveBeenCalledOnce();
  });
});
