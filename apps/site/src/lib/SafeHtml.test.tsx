import './testing/standardNodeName';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';

// Security assertions run in real Chromium: see sanitizeHtml.chromium.test.ts.
describe('SafeHtml', () => {
  it('renders the formatting of a notice', () => {
    const { container } = render(
      <SafeHtml html={'<p>Deposit <strong>bonus</strong> today</p><ul><li>One</li></ul>'} />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('bonus');
    expect(container.querySelectorAll('li')).toHaveLength(1);
  });

  it('renders the sanitised markup, not the raw one', () => {
    const { container } = render(<SafeHtml html={'<p onclick="steal()">Hi</p>'} />);
    expect(container.querySelector('p')?.getAttribute('onclick')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('Hi');
  });

  it('renders nothing for empty content', () => {
    const { container } = render(<SafeHtml html={undefined} as="section" />);
    expect(container.querySelector('section')?.innerHTML).toBe('');
  });
});
