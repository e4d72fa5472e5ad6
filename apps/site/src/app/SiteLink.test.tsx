import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { Button } from '@playdeck/ui';
import { SiteRouter } from './router';
import { isSitePath } from './SiteLink';

beforeEach(() => window.history.replaceState(null, '', '/m/home'));

describe('links drawn by the ui (SiteLink)', () => {
  it('go to a screen of the site through the router, as real links', async () => {
    render(
      <SiteRouter>
        <Routes>
          <Route path="/m/home" element={<Button href="/m/withdraw">Withdraw</Button>} />
          <Route path="/m/withdraw" element={<p>withdraw page</p>} />
        </Routes>
      </SiteRouter>,
    );
    const link = screen.getByRole('link', { name: 'Withdraw' });
    expect(link).toHaveAttribute('href', '/m/withdraw');
    await userEvent.click(link);
    expect(await screen.findByText('withdraw page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/m/withdraw');
  });

  it('leave other sites and new tabs to the browser', () => {
    render(
      <SiteRouter>
        <Button href="https://t.me/playdeck" target="_blank">
          Channel
        </Button>
      </SiteRouter>,
    );
    const link = screen.getByRole('link', { name: 'Channel' });
    expect(link).toHaveAttribute('href', 'https://t.me/playdeck');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('know a site path from another address', () => {
    expect(isSitePath('/m/home')).toBe(true);
    expect(isSitePath('//evil.example/m')).toBe(false);
    expect(isSitePath('https://example.com')).toBe(false);
    expect(isSitePath('mailto:help@example.com')).toBe(false);
  });
});
