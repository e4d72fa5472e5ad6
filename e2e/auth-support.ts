import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { captcha, createClient, registerMobile, smsRegister } from '@playdeck/contract';
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

/** fetch with its own cookie jar, as a browser keeps the captcha's cookie between calls. */
function fetchWithCookies(): { fetch: typeof fetch; cookie: (name: string) => string | undefined } {
  const jar = new Map<string, string>();
  return {
    cookie: (name) => jar.get(name),
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
      const res = await fetch(input, { ...init, headers });
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
      }
      return res;
    },
  };
}

/**
 * A new member registered by mobile over the real API (SMS code from the dev outbox, the captcha
 * read through the dev endpoint), for tests that change its password or need a member with nothing
 * yet (a fixed number gives the page screenshots the same member on every run). Returns its
 * session, mobile number and password.
 */
export async function newMemberByMobile(
  baseURL: string,
  request: APIRequestContext,
  password = 'Start123',
  mobile = uniqueMobile(),
): Promise<{ session: StoredSession; mobile: string; password: string }> {
  const browser = fetchWithCookies();
  const client = createClient({
    baseUrl: baseURL,
    merchant: 'playdeck',
    retryDelaysMs: [],
    fetch: browser.fetch,
  });
  await client.call(smsRegister, { countryDialingCode: '63', mobileNo: mobile });
  const code = await smsCodeFor(request, mobile);
  await client.call(captcha, { t: Date.now() });
  const id = decodeURIComponent(browser.cookie('captchaId') ?? '');
  const answer = (await (await request.get(`/__dev/captcha?id=${id}`)).json()) as {
    value: { answer: string };
  };
  const value = await client.call(registerMobile, {
    countryDialingCode: '63',
    mobileNum: mobile,
    verificationCode: code,
    password,
    confirmPassword: password,
    registerMethod: 'H5',
    type: 0,
    captcha: answer.value.answer,
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
