import { describe, expect, it } from 'vitest';
import { usePreferences } from './preferences';

describe('the interface language', () => {
  it('is told to the server in a cookie, so the shell it draws is in the same language', () => {
    expect(document.cookie).toContain('pd-lang=TY');
    usePreferences.getState().setLanguage('EN');
    expect(document.cookie).toContain('pd-lang=EN');
  });
});
