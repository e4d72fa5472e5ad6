import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createClient, registerMobile, smsRegister } from '../packages/contract/src/index';
import { readCaptcha } from './auth-captcha';
import type { StoredSession } from './shell-support';

/** The password of every seeded demo account. */
export const DEMO_PASSWORD = 'Demo1234';

let serial = 0;
/** A username no test has used: a letter, then digits and letters, 6 to 16 characters. */
export function uniqueUsername(prefix = 'e'): string {
  serial += 1;
  return `${prefix}${Date.now().toString(36).slice(-7)}${serial}${Math.floor(Math.random() * 1e3)}`
    .toLowerCase()
    .slice(0, 16);
}

/** A Philippine mobile number (9 and nine digits) no seeded account has. */
export function uniqueMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`.replace(/^9(1|2)/, '95');
}

/** The latest SMS code the server "sent" to this number (dialling code 63). */
export async function smsCodeFor(request: APIRequestContext, mobile: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.get(`/__dev/outbox?to=63${mobile}&limit=1`);
      const body = (await res.json()) as { value: { code: string | null }[] };
      code = body.value[0]?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

/** The latest e-mail the server "sent" to this address. */
export async function mailFor(
  request: APIRequestContext,
  to: string,
): Promise<{ subject: string; body: string } | undefined> {
  const res = await request.get(`/__dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
  const body = (await res.json()) as {
    value: { channel: string; subject: string; body: string }[];
  };
  return body.value.find((m) => m.channel === 'email');
}

/** Reads the captcha picture inside `scope` the way a person would, and types the answer. */
export async function solveCaptcha(scope: Page | Locator): Promise<void> {
  const picture = scope.getByRole('button', { name: 'New captcha picture' }).locator('img');
  await expect(picture).toHaveAttribute('src', /^data:image\/png;base64,/);
  const src = (await picture.getAttribute('src'))!;
  await scope.getByRole('textbox', { name: 'Captcha' }).fill(readCaptcha(src));
}

/**
 * A new member registered by mobile over the real API (SMS code from the dev outbox, no captcha),
 * for tests that change its password. Returns its session, mobile number and password.
 */
export async function newMemberByMobile(
  baseURL: string,
  request: APIRequestContext,
  password = 'Start123',
): Promise<{ session: StoredSession; mobile: string; password: string }> {
  const client = createClient({ baseUrl: baseURL, merchant: 'playdeck', retryDelaysMs: [] });
  const mobile = uniqueMobile();
  await client.call(smsRegister, { countryDialingCode: '63', mobileNum: mobile });
  const code = await smsCodeFor(request, mobile);
  const value = await client.call(registerMobile, {
    countryDialingCode: '63',
    mobileNum: mobile,
    verificationCode: code,
    password,
    confirmPassword: password,
    registerMethod: 'H5',
    type: 0,
  });
  return {
    session: {
      token: value.token,
      id: value.id,
      userName: value.userName,
      type: value.type,
      merchantCode: 'playdeck',
      firstTimeLogin: value.firstTimeLogin,
    },
    mobile,
    password,
  };
}

/** Counts the calls to one API path while a test step runs. */
export function countCalls(page: Page, path: string): { readonly count: number } {
  const seen = { count: 0 };
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) seen.count += 1;
  });
  return seen;
}
