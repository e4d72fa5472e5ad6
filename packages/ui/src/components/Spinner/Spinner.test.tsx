import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces what is loading when labelled', () => {
    render(<Spinner label="Loading games" />);
    expect(screen.getByRole('status', { name: 'Loading games' })).toBeInTheDocument();
  });
  it('stays silent when its container already says it is busy', () => {
    render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
