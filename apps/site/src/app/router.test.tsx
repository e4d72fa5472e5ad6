import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { SiteRouter } from './router';

let shownRightAfter = '';

function Leave({ flush }: { flush: boolean }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        void navigate('/next', { flushSync: flush });
        shownRightAfter = document.body.textContent ?? '';
      }}
    >
      leave
    </button>
  );
}

function App({ flush }: { flush: boolean }) {
  return (
    <SiteRouter>
      <Routes>
        <Route
          path="/"
          element={
            <>
              <p>first page</p>
              <Leave flush={flush} />
            </>
          }
        />
        <Route path="/next" element={<p>next page</p>} />
      </Routes>
    </SiteRouter>
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  shownRightAfter = '';
});

describe('the site router', () => {
  it('shows the next page as navigate returns when asked to flush (sign-out)', async () => {
    render(<App flush />);
    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(shownRightAfter).toContain('next page');
    expect(window.location.pathname).toBe('/next');
  });

  it('otherwise renders the next page in a transition, after navigate returns', async () => {
    render(<App flush={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(shownRightAfter).toContain('first page');
    expect(await screen.findByText('next page')).toBeInTheDocument();
  });

  it('follows a navigation made while the site was still starting', () => {
    // Runs before the router listens: children's layout effects come first.
    function EarlyBack() {
      useLayoutEffect(() => {
        window.history.pushState({ usr: null, key: 'early', idx: 1 }, '', '/next');
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      }, []);
      return null;
    }
    render(
      <SiteRouter>
        <EarlyBack />
        <Routes>
          <Route path="/" element={<p>first page</p>} />
          <Route path="/next" element={<p>next page</p>} />
        </Routes>
      </SiteRouter>,
    );
    expect(screen.getByText('next page')).toBeInTheDocument();
  });
});
