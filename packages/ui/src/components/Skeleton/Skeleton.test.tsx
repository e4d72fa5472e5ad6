import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws one bar per text line', () => {
    const { container } = render(<Skeleton shape="text" lines={3} />);
    expect(container.firstElementChild?.children).toHaveLength(3);
  });

  it('keeps a fixed aspect box so the content arriving does not shift the page', () => {
    const { container } = render(<Skeleton aspectRatio="1" />);
    expect((container.firstElementChild as HTMLElement).style.aspectRatio).toMatch(/^1( \/ 1)?$/);
  });
});
