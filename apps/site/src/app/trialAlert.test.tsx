import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { usePreferences } from '../stores/preferences';
import { useUi } from '../stores/ui';
import { QueuedDialog } from '../app/FloatingParts';
import { askTrialToRegister } from '../shell/trialAlert';

afterEach(async () => {
  useUi.setState({ dialogs: [] });
  await act(() => usePreferences.getState().setLanguage('TY'));
});

it('a trial alert asked for while the chosen language is still arriving is drawn in that language once it is here', async () => {
  render(<QueuedDialog />);
  // The route guard asks at start-up, in the same moment the player's English texts are asked for.
  act(() => {
    usePreferences.getState().setLanguage('EN');
    void askTrialToRegister(vi.fn());
  });
  expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'For registered members' })).toBeInTheDocument(),
  );
  expect(screen.getByRole('button', { name: 'Register now' })).toBeInTheDocument();
  expect(screen.getByText(/The member centre is for registered members/)).toBeInTheDocument();
});
