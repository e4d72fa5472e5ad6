import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@playdeck/contract';
import { usePreferences } from '../../stores/preferences';
import { useCallErrorText } from './formText';

const tooFrequent = (retryAfterSeconds?: number) =>
  new ApiError(
    'request.too.frequent',
    429,
    'Too many attempts, please try again later',
    retryAfterSeconds === undefined ? null : { retryAfterSeconds },
  );

afterEach(async () => {
  await act(() => usePreferences.getState().setLanguage('TY'));
});

describe('what a refused attempt tells the player', () => {
  it('says how long to wait, in seconds or minutes', async () => {
    await act(() => usePreferences.getState().setLanguage('EN'));
    const { result } = renderHook(() => useCallErrorText());
    // The EN texts arrive on their own.
    await waitFor(() =>
      expect(result.current(tooFrequent(1))).toBe('Too many attempts. Try again in 1 second.'),
    );
    expect(result.current(tooFrequent(32))).toBe('Too many attempts. Try again in 32 seconds.');
    expect(result.current(tooFrequent(900))).toBe('Too many attempts. Try again in 15 minutes.');
    expect(result.current(tooFrequent())).toBe('Too many attempts, please try again later');
  });

  it('says it in Tagalog too', () => {
    const { result } = renderHook(() => useCallErrorText());
    expect(result.current(tooFrequent(8))).toBe(
      'Masyadong maraming pagsubok. Subukan muli pagkalipas ng 8 segundo.',
    );
  });
});
