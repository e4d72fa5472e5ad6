import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BalanceWidget, type BalanceWidgetProps } from './BalanceWidget';

function setup(props: Partial<BalanceWidgetProps> = {}) {
  const onRefresh = vi.fn();
  const onToggleVisible = vi.fn();
  render(
    <BalanceWidget
      amount={1234567.8}
      visible
      onRefresh={onRefresh}
      onToggleVisible={onToggleVisible}
      {...props}
    />,
  );
  return { onRefresh, onToggleVisible };
}

const amountText = () => screen.getByTestId('balance-amount').textContent;

describe('BalanceWidget', () => {
  it('shows the currency symbol and the balance with two decimals and grouping', () => {
    setup({ currencySymbol: '₱' });
    const widget = screen.getByRole('group', { name: 'Balance' });
    expect(widget).toHaveTextContent('₱1,234,567.80');
  });

  it('masks the amount as asterisks when hidden, and says so to a screen reader', () => {
    setup({ visible: false, hiddenLabel: 'Balance hidden' });
    expect(amountText()).toBe('****');
    expect(screen.queryByText(/1,234,567/)).not.toBeInTheDocument();
    expect(screen.getByText('Balance hidden')).toBeInTheDocument();
  });

  it('toggles visibility with the eye, whose pressed state says whether the amount shows', async () => {
    function Controlled() {
      const [visible, setVisible] = useState(true);
      return (
        <BalanceWidget
          amount={50}
          visible={visible}
          onToggleVisible={() => setVisible((v) => !v)}
          onRefresh={() => {}}
        />
      );
    }
    render(<Controlled />);
    const eye = screen.getByRole('button', { name: 'Show balance' });
    expect(eye).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(eye);
    expect(eye).toHaveAttribute('aria-pressed', 'false');
    expect(amountText()).toBe('****');
    await userEvent.click(eye);
    expect(amountText()).toBe('50.00');
  });

  it('asks for a refresh', async () => {
    const { onRefresh } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('masks the amount while refreshing and ignores further refresh presses', async () => {
    const { onRefresh } = setup({ refreshing: true });
    expect(amountText()).toBe('****');
    const refresh = screen.getByRole('button', { name: 'Refresh balance' });
    expect(refresh).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(refresh);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('can be worked from the keyboard', async () => {
    const { onToggleVisible, onRefresh } = setup();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Show balance' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onToggleVisible).toHaveBeenCalledOnce();
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('shows a placeholder rather than a misleading zero when the amount is unknown', () => {
    setup({ amount: undefined });
    expect(amountText()).toBe('--');
  });
});

describe('BalanceWidget with a negative balance', () => {
  it('puts the sign before the symbol, as every amount on the site', () => {
    render(
      <BalanceWidget
        amount={-8566.89}
        currencySymbol="₱"
        visible
        onToggleVisible={() => {}}
        onRefresh={() => {}}
      />,
    );
    expect(screen.getByRole('group')).toHaveTextContent('-₱8,566.89');
  });
});
