import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../i18n';
import { ThemeModeSwitch } from './ThemeModeSwitch';
import { useTheme } from './theme';

beforeEach(() => {
  localStorage.clear();
  useTheme.getState().setMode('dark');
});

describe('the dark-mode switch on the settings page', () => {
  it('is named in the player language and switches the whole page to light and back', async () => {
    const user = userEvent.setup();
    render(
      <Suspense fallback={null}>
        <ThemeModeSwitch />
      </Suspense>,
    );
    const toggle = await screen.findByRole('switch', { name: 'Madilim na tema' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('pd-theme')).toBe('light');
    await user.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
