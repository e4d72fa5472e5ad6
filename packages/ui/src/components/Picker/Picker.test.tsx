import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Picker, type PickerOption } from './Picker';

const questionTypes: PickerOption<number>[] = [
  { value: 1, label: 'Deposit problem' },
  { value: 2, label: 'Withdrawal issues' },
  { value: 3, label: 'Game problem' },
  { value: 0, label: 'Other problems' },
];

describe('Picker', () => {
  it('marks the chosen option', () => {
    render(
      <Picker
        title="Question type"
        options={questionTypes}
        value={2}
        onValueChange={vi.fn()}
        defaultOpen
      />,
    );
    expect(screen.getByRole('button', { name: 'Withdrawal issues' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Deposit problem' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('reports the choice and closes, returning focus to the trigger', async () => {
    const onValueChange = vi.fn();
    render(
      <Picker
        title="Question type"
        options={questionTypes}
        onValueChange={onValueChange}
        trigger={<button type="button">Question type</button>}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Question type' }));
    await userEvent.click(screen.getByRole('button', { name: 'Other problems' }));
    expect(onValueChange).toHaveBeenCalledWith(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Question type' })).toHaveFocus();
  });

  it('is operable from the keyboard', async () => {
    const onValueChange = vi.fn();
    render(
      <Picker
        title="Question type"
        options={questionTypes}
        onValueChange={onValueChange}
        defaultOpen
      />,
    );
    await userEvent.tab(); // close button
    await userEvent.tab(); // first option
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith(2);
  });

  it('can stay open for several choices', async () => {
    const onValueChange = vi.fn();
    render(
      <Picker
        title="Question type"
        options={questionTypes}
        onValueChange={onValueChange}
        defaultOpen
        closeOnSelect={false}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Game problem' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
