import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandLogo } from './BrandLogo';

describe('BrandLogo', () => {
  it('is an image named after the brand', () => {
    render(<BrandLogo label="Playdeck" />);
    expect(screen.getByRole('img', { name: 'Playdeck' })).toBeInTheDocument();
  });

  it('keeps the caller’s class next to its own', () => {
    render(<BrandLogo label="Playdeck" className="header-logo" />);
    const img = screen.getByRole('img');
    expect(img).toHaveClass('header-logo');
    expect(img.classList.length).toBeGreaterThan(1);
  });
});
