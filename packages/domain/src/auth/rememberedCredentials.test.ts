import { describe, expect, it } from 'vitest';
import {
  newRememberSecret,
  openPassword,
  passwordKeeper,
  readRememberedCredentials,
  sealPassword,
} from './rememberedCredentials';

describe('remembered credentials', () => {
  it('keeps the password in storage only inside the native app', () => {
    expect(passwordKeeper('APP')).toBe('sealed-storage');
    for (const m of ['H5', 'PWA', 'WEBCLIP'] as const) expect(passwordKeeper(m)).toBe('browser');
  });

  it('seals a password so the stored text does not hold it, and opens it with the secret', async () => {
    const secret = newRememberSecret();
    const sealed = await sealPassword('Demo1234', secret);
    expect(sealed).not.toContain('Demo1234');
    expect(sealed).not.toContain(btoa('Demo1234'));
    expect(await openPassword(sealed, secret)).toBe('Demo1234');
    // A fresh IV each time: the same password never seals to the same text.
    expect(await sealPassword('Demo1234', secret)).not.toBe(sealed);
  });

  it('refuses another secret or an altered value', async () => {
    const secret = newRememberSecret();
    const sealed = await sealPassword('Demo1234', secret);
    expect(await openPassword(sealed, newRememberSecret())).toBeNull();
    const altered = sealed.slice(0, -4) + (sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(await openPassword(altered, secret)).toBeNull();
    expect(await openPassword('Demo1234', secret)).toBeNull();
  });

  it('makes secrets of 256 random bits', () => {
    const a = newRememberSecret();
    expect(atob(a)).toHaveLength(32);
    expect(newRememberSecret()).not.toBe(a);
    expect(newRememberSecret((b) => b.fill(7))).toBe(
      btoa(String.fromCharCode(...new Array(32).fill(7))),
    );
  });

  it('reads only well-formed records, dropping a password that is not sealed', () => {
    expect(
      readRememberedCredentials({ type: 'sms', username: '9171234567', countryDialingCode: '63' }),
    ).toEqual({
      type: 'sms',
      username: '9171234567',
      countryDialingCode: '63',
    });
    expect(
      readRememberedCredentials({ type: 'username', username: 'player00', password: 'Demo1234' }),
    ).toEqual({
      type: 'username',
      username: 'player00',
    });
    expect(readRememberedCredentials({ type: 'email', username: 'x' })).toBeNull();
    expect(readRememberedCredentials({ type: 'username', username: '  ' })).toBeNull();
    expect(readRememberedCredentials('player00')).toBeNull();
  });
});
