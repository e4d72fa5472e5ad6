import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Provider } from '../ProviderStrip/ProviderStrip';
import { ProviderPicker, type ProviderPickerProps } from './ProviderPicker';

const providers: Provider[] = [
  { code: 'PP', name: 'Pragmatic Play', logoUrl: '/logos/pp.png' },
  { code: 'JILI', name: 'JILI', logoUrl: '/logos/jili.png' },
  { code: 'PG', name: 'PG Soft', logoUrl: null },
];

function setup(props: Partial<ProviderPickerProps> = {}) {
  const onValueChange = vi.fn();
  const onReset = vi.fn();
  const onOpenChange = vi.fn();
  const view = render(
    <ProviderPicker
      title="Providers"
      providers={providers}
      value={[]}
      onValueChange={onValueChange}
      onReset={onReset}
      onOpenChange={onOpenChange}
      trigger={<button type="button">Choose provider</button>}
      {...props}
    />,
  );
  return { onValueChange, onReset, onOpenChange, ...view };
}

const option = (name: string) => screen.getByRole('button', { name });

describe('ProviderPicker', () => {
  it('opens a sheet named by its title with one option per vendor', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Choose provider' }));
    const sheet = screen.getByRole('dialog', { name: 'Providers' });
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(3);
    expect(option('PG Soft')).toHaveAttribute('aria-pressed', 'false');
  });

  it('starts from the committed choice', () => {
    setup({ defaultOpen: true, value: ['JILI'] });
    expect(option('JILI')).toHaveAttribute('aria-pressed', 'true');
    expect(option('Pragmatic Play')).toHaveAttribute('aria-pressed', 'false');
  });

  it('chooses one vendor at a time by default and confirms it, then closes', async () => {
    const { onValueChange, onOpenChange } = setup({ defaultOpen: true });
    await userEvent.click(option('Pragmatic Play'));
    await userEvent.click(option('JILI'));
    expect(option('Pragmatic Play')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onValueChange).toHaveBeenCalledWith(['JILI']);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('chooses several vendors when multiple, and a second tap removes one', async () => {
    const { onValueChange } = setup({ defaultOpen: true, multiple: true });
    await userEvent.click(option('Pragmatic Play'));
    await userEvent.click(option('JILI'));
    await userEvent.click(option('PG Soft'));
    await userEvent.click(option('JILI'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onValueChange).toHaveBeenCalledWith(['PP', 'PG']);
  });

  it('clears the choice with reset and tells the site', async () => {
    const { onReset, onValueChange } = setup({
      defaultOpen: true,
      value: ['PP', 'JILI'],
      multiple: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledOnce();
    expect(option('Pragmatic Play')).toHaveAttribute('aria-pressed', 'false');
    expect(option('JILI')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onValueChange).toHaveBeenCalledWith([]);
  });

  it('throws away unconfirmed changes when closed without confirming', async () => {
    const { onValueChange } = setup({ value: ['PP'] });
    await userEvent.click(screen.getByRole('button', { name: 'Choose provider' }));
    await userEvent.click(option('JILI'));
    await userEvent.keyboard('{Escape}');
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Choose provider' }));
    expect(option('Pragmatic Play')).toHaveAttribute('aria-pressed', 'true');
    expect(option('JILI')).toHaveAttribute('aria-pressed', 'false');
  });

  it('is worked from the keyboard', async () => {
    const { onValueChange } = setup({ defaultOpen: true });
    const sheet = screen.getByRole('dialog');
    const pg = within(sheet).getByRole('button', { name: 'PG Soft' });
    pg.focus();
    await userEvent.keyboard(' ');
    expect(pg).toHaveAttribute('aria-pressed', 'true');
    within(sheet).getByRole('button', { name: 'Confirm' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith(['PG']);
  });
});
