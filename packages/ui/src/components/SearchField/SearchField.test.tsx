import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('is a named search box inside a search landmark', () => {
    render(<SearchField label="Search games" />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toBeInTheDocument();
  });

  it('reports each edit and submits on Enter', async () => {
    const onValueChange = vi.fn();
    const onSubmit = vi.fn();
    render(<SearchField label="Search games" onValueChange={onValueChange} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('searchbox'), 'gems{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('gems');
    expect(onSubmit).toHaveBeenCalledWith('gems');
  });

  it('offers a clear button only when there is text, and clearing refocuses the box', async () => {
    const onValueChange = vi.fn();
    const onClear = vi.fn();
    render(<SearchField label="Search games" onValueChange={onValueChange} onClear={onClear} />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox'), 'fortune');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(onClear).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('follows a controlling parent', () => {
    render(<SearchField label="Search games" value="baccarat" onValueChange={vi.fn()} />);
    expect(screen.getByRole('searchbox')).toHaveValue('baccarat');
  });
});
