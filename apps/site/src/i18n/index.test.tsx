import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, useTranslation } from '.';
import { LanguageSwitch } from '../shell/LanguageSwitch';
import { usePreferences } from '../stores/preferences';

function TeamHeading({ members }: { members: number }) {
  const { t } = useTranslation();
  // Memoised on `t`, as the site's callbacks are: a new language must reach it too.
  const count = useMemo(() => t('agentPages.team.count', { count: members }), [t, members]);
  return (
    <header>
      <h1>{t('title.login')}</h1>
      <p>{count}</p>
    </header>
  );
}

afterEach(async () => {
  await act(() => usePreferences.getState().setLanguage('TY'));
});

describe('the site language', () => {
  it('starts in TY with <html lang="fil">', () => {
    render(<TeamHeading members={2} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Mag-log in');
    expect(screen.getByText('2 miyembro')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fil');
    expect(i18n.language).toBe('fil');
  });

  it('switches the page to EN when the player picks English, TY showing until EN arrives', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LanguageSwitch />
        <TeamHeading members={2} />
      </>,
    );
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(usePreferences.getState().language).toBe('EN');
    // Never a blank heading while the EN catalogue is on its way.
    expect(screen.getByRole('heading')).toHaveTextContent(/^(Mag-log in|Log in)$/);

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('2 members')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('title.set')).toBe('Settings');

    await user.click(screen.getByRole('radio', { name: 'Tagalog' }));
    expect(await screen.findByRole('heading', { name: 'Mag-log in' })).toBeInTheDocument();
    expect(screen.getByText('2 miyembro')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fil');
  });

  it('uses the English plural rule once in EN: 1 member, 0 members', async () => {
    await act(() => usePreferences.getState().setLanguage('EN'));
    const { rerender } = render(<TeamHeading members={1} />);
    expect(await screen.findByText('1 member')).toBeInTheDocument();
    rerender(<TeamHeading members={0} />);
    expect(screen.getByText('0 members')).toBeInTheDocument();
  });
});
