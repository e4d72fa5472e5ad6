import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('is named by the person', () => {
    render(<Avatar name="Ana Reyes" />);
    expect(screen.getByRole('img', { name: 'Ana Reyes' })).toHaveTextContent('AR');
  });

  it('falls back to initials when the picture fails', () => {
    const { container } = render(<Avatar name="Ana Reyes" src="/missing.png" />);
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    fireEvent.error(img!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Ana Reyes' })).toHaveTextContent('AR');
  });

  it('stays out of the reading order when its name is written beside it', () => {
    render(<Avatar name="Ana" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it.each([
    ['Ana Reyes', 'AR'],
    ['lucky_player88', 'LP'],
    ['juan', 'JU'],
    ['  maria clara de la cruz ', 'MC'],
    ['', ''],
  ])('shows %j as %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
