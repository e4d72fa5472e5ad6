import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProviderStrip, type Provider } from './ProviderStrip';

const providers: Provider[] = [
  { code: 'PP', name: 'Pragmatic Play', logoUrl: '/logos/pp.png' },
  { code: 'JILI', name: 'JILI', logoUrl: '/logos/jili.png' },
  { code: 'PG', name: 'PG Soft', logoUrl: '/logos/pg.png' },
  { code: 'JDB', name: 'JDB', logoUrl: null },
  { code: 'EVO', name: 'Evolution', logoUrl: '/logos/evo.png' },
  { code: 'KM', name: 'KingMaker', logoUrl: '/logos/km.png' },
];

describe('ProviderStrip', () => {
  it('shows every vendor logo, each named for assistive technology, in the scroll row', () => {
    render(<ProviderStrip providers={providers} onValueChange={() => {}} title="Providers" />);
    const list = screen.getByRole('list', { name: 'Providers' });
    expect(within(list).getAllByRole('button')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Pragmatic Play' })).toBeInTheDocument();
  });

  it('loads logos lazily at a fixed size', () => {
    const { container } = render(<ProviderStrip providers={providers} onValueChange={() => {}} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
  });

  it('shows the vendor name when a logo is missing or fails', () => {
    const { container } = render(<ProviderStrip providers={providers} onValueChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'JDB' })).toHaveTextContent('JDB');
    const pp = container.querySelector('img[src="/logos/pp.png"]')!;
    fireEvent.error(pp);
    expect(screen.getByRole('button', { name: 'Pragmatic Play' })).toHaveTextContent(
      'Pragmatic Play',
    );
  });

  it('reports the vendor tapped and marks the chosen one', async () => {
    const onValueChange = vi.fn();
    render(<ProviderStrip providers={providers} onValueChange={onValueChange} value="JILI" />);
    expect(screen.getByRole('button', { name: 'JILI' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'PG Soft' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(screen.getByRole('button', { name: 'PG Soft' }));
    expect(onValueChange).toHaveBeenCalledWith('PG');
  });

  it('shows only the first few in the row variant, with a "more" link for the rest', () => {
    render(
      <ProviderStrip
        providers={providers}
        itemHref={(code) => `/m/provider?vassalage=${code}`}
        variant="row"
        limit={4}
        moreLabel="More"
        moreHref="/m/provider"
      />,
    );
    const logos = within(screen.getByRole('list')).getAllByRole('link');
    expect(logos).toHaveLength(4);
    expect(logos[0]).toHaveAttribute('href', `/m/provider?vassalage=${providers[0]!.code}`);
    expect(screen.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/m/provider');
  });

  it('has no "more" unless asked', () => {
    render(<ProviderStrip providers={providers} onValueChange={() => {}} />);
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });
});
