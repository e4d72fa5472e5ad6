import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, type AccordionItem } from './Accordion';

const promos: AccordionItem[] = [
  { id: '11', header: 'Welcome bonus 100%', content: <p>Deposit 500, play with 1000.</p> },
  { id: '12', header: 'Daily rebate', content: <p>Up to 1.2% back every day.</p> },
];

describe('Accordion', () => {
  it('starts closed with each header announcing it', () => {
    render(<Accordion items={promos} />);
    for (const b of screen.getAllByRole('button'))
      expect(b).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Deposit 500, play with 1000.')).toBeNull();
  });

  it('opens one item at a time', async () => {
    render(<Accordion items={promos} />);
    await userEvent.click(screen.getByRole('button', { name: 'Welcome bonus 100%' }));
    expect(screen.getByRole('region', { name: 'Welcome bonus 100%' })).toHaveTextContent(
      'Deposit 500',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Daily rebate' }));
    expect(screen.getByRole('button', { name: 'Welcome bonus 100%' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Daily rebate' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('closes the open item when its header is pressed again, from the keyboard', async () => {
    const onValueChange = vi.fn();
    render(<Accordion items={promos} defaultValue="12" onValueChange={onValueChange} />);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith(null);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens the item a link asks for and follows a controlling parent', () => {
    const { rerender } = render(<Accordion items={promos} value="12" />);
    expect(screen.getByText('Up to 1.2% back every day.')).toBeInTheDocument();
    rerender(<Accordion items={promos} value={null} />);
    expect(screen.queryByText('Up to 1.2% back every day.')).toBeNull();
  });

  it('wraps headers in headings of the given level', () => {
    render(<Accordion items={promos} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
