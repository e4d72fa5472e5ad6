import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RouteErrorBoundary } from './RouteErrorBoundary';

let broken = true;
function Page() {
  if (broken) throw new Error('boom');
  return <p>Promotions</p>;
}

function Harness() {
  const [key, setKey] = useState('a');
  return (
    <>
      <button onClick={() => setKey('b')}>elsewhere</button>
      <RouteErrorBoundary
        resetKey={key}
        fallback={({ reset }) => (
          <div role="alert">
            Page failed <button onClick={reset}>Try again</button>
          </div>
        )}
      >
        <Page />
      </RouteErrorBoundary>
    </>
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the failure instead of a blank page and renders the page again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    render(<Harness />);
    expect(screen.getByRole('alert')).toHaveTextContent('Page failed');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Promotions')).toBeInTheDocument();
  });

  it('clears the failure when the player navigates elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    render(<Harness />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.getByText('Promotions')).toBeInTheDocument();
  });
});
