import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Greeting } from './Greeting';

describe('Greeting', () => {
  it('shows the greeting it is given and the player’s name', () => {
    render(<Greeting greeting="Good evening" name="juan_dc" />);
    const line = screen.getByText('Good evening').closest('p');
    expect(line).toHaveTextContent('Good evening');
    expect(line).toHaveTextContent('juan_dc');
  });

  it('keeps a long name whole for a tooltip while it is cut on screen', () => {
    const long = 'a_very_long_nickname_that_does_not_fit';
    render(<Greeting greeting="Good morning" name={long} />);
    expect(screen.getByText(long)).toHaveAttribute('title', long);
  });
});
