import {
  newRememberSecret,
  openPassword,
  passwordKeeper,
  readRememberedCredentials,
  sealPassword,
  type LoginMethod,
  type RememberedCredentials,
} from '@playdeck/domain';
import { currentRegisterMethod } from '../../lib/launchContext';
import { LocalKey, local } from '../../stores/storageKeys';

/** What the login form fills in from a remembered login. */
export interface RememberedLogin {
  type: LoginMethod;
  username: string;
  /** Only inside the native app (see decision 040); elsewhere the browser fills it. */
  password?: string;
  countryDialingCode?: string;
}

/** The remembered login, with the password opened when one was sealed on this device. */
export async function loadRememberedLogin(): Promise<RememberedLogin | null> {
  const record = readRememberedCredentials(local.getJson(LocalKey.rememberedCredentials));
  if (!record) return null;
  const { password: sealed, ...rest } = record;
  const secret = local.get(LocalKey.rememberedSecret);
  if (!sealed || !secret || passwordKeeper(currentRegisterMethod()) !== 'sealed-storage')
    return rest;
  const password = await openPassword(sealed, secret);
  return password ? { ...rest, password } : rest;
}

function deviceSecret(): string {
  const known = local.get(LocalKey.rememberedSecret);
  if (known && atob(known).length === 32) return known;
  const made = newRememberSecret();
  local.set(LocalKey.rememberedSecret, made);
  return made;
}

/**
 * Remembers a successful login: method, username (the mobile number for SMS) and dialling code;
 * the password only where the browser has no password manager (the native app), sealed.
 */
export async function rememberLogin(login: RememberedLogin): Promise<void> {
  const record: RememberedCredentials = { type: login.type, username: login.username };
  if (login.countryDialingCode) record.countryDialingCode = login.countryDialingCode;
  if (
    login.type === 'username' &&
    login.password &&
    passwordKeeper(currentRegisterMethod()) === 'sealed-storage'
  ) {
    try {
      record.password = await sealPassword(login.password, deviceSecret());
    } catch {
      // No Web Crypto (very old web view): remember the name only.
    }
  }
  local.set(LocalKey.rememberedCredentials, JSON.stringify(record));
}

/** Forgets the remembered login and its secret (remember unticked). */
export function forgetRememberedLogin(): void {
  local.remove(LocalKey.rememberedCredentials);
  local.remove(LocalKey.rememberedSecret);
}

/**
 * After a password change: keeps the remembered record in step (spec 1 §4, "refresh remembered
 * credentials"), re-sealing the new password where passwords are kept.
 */
export async function refreshRememberedPassword(username: string, password: string): Promise<void> {
  const record = readRememberedCredentials(local.getJson(LocalKey.rememberedCredentials));
  if (!record || record.type !== 'username' || record.username !== username) return;
  await rememberLogin({ ...record, password });
}
