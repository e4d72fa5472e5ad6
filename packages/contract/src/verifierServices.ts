import * as z from 'zod/mini';
import { humanCheckResult, type HumanCheckResult } from './calls/account/shared';
import type { HumanCheckConfig, PhoneVerifierConfig } from './calls/account/signInProviders';

/**
 * The two outside services a deployment may put in front of SMS codes, spoken to by the site
 * directly (not through the operator API), as the platform's own front end does with GeeTest and
 * Firebase:
 *
 * - the **human check** (GeeTest v4's flow): `GET {endpoint}/load?captcha_id=` gives a challenge
 *   (a picture), `POST {endpoint}/verify` with the player's answer gives the proof that goes with
 *   the SMS request (`geetestValidateV4`);
 * - the **phone verifier** (Firebase Identity Toolkit's REST shape):
 *   `POST {endpoint}/accounts:sendVerificationCode?key=` sends the code (with the human check's
 *   proof), `POST {endpoint}/accounts:signInWithPhoneNumber?key=` checks it and answers the ID
 *   token the login call takes (`type: "firebase"`).
 *
 * The reference server runs both as its demo verifier (`/verifier/`).
 */

/** A refusal of a verifier service, by its own code (`INVALID_CODE`, `wrong_answer`, ...). */
export class VerifierError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
  ) {
    super(code);
    this.name = 'VerifierError';
  }
}

export interface VerifierOptions {
  fetch?: typeof fetch;
  /** Per call; default 15 s. */
  timeoutMs?: number;
}

async function request<T>(
  url: string,
  init: RequestInit,
  schema: z.ZodMiniType<T>,
  options: VerifierOptions,
): Promise<T> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  let res: Response;
  try {
    res = await doFetch(url, {
      ...init,
      credentials: 'omit',
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
  } catch {
    throw new VerifierError('NETWORK', 0);
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  if (!res.ok) {
    const b = body as { error?: { message?: unknown }; code?: unknown } | null;
    const code = typeof b?.error?.message === 'string' ? b.error.message : b?.code;
    throw new VerifierError(typeof code === 'string' ? code : `HTTP_${res.status}`, res.status);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new VerifierError('BAD_ANSWER', res.status);
  return parsed.data;
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const joined = (endpoint: string, path: string) => `${endpoint.replace(/\/+$/, '')}${path}`;

/** A human-check challenge: its lot number and the picture to answer (base64 PNG). */
export interface HumanChallenge {
  lotNumber: string;
  image: string;
}

export async function loadHumanChallenge(
  config: HumanCheckConfig,
  options: VerifierOptions = {},
): Promise<HumanChallenge> {
  const answer = await request(
    `${joined(config.endpoint, '/load')}?captcha_id=${encodeURIComponent(config.captchaId)}`,
    { method: 'GET' },
    z.object({
      data: z.object({ lot_number: z.string().check(z.minLength(1)), image: z.string() }),
    }),
    options,
  );
  return { lotNumber: answer.data.lot_number, image: answer.data.image };
}

/** Answers a challenge: the proof for the SMS request, or null when the answer was wrong. */
export async function answerHumanChallenge(
  config: HumanCheckConfig,
  lotNumber: string,
  answer: string,
  options: VerifierOptions = {},
): Promise<HumanCheckResult | null> {
  const verdict = await request(
    joined(config.endpoint, '/verify'),
    json({ captcha_id: config.captchaId, lot_number: lotNumber, answer }),
    z.object({
      data: z.object({
        result: z.enum(['success', 'fail']),
        seccode: z.optional(humanCheckResult),
      }),
    }),
    options,
  );
  return verdict.data.result === 'success' ? (verdict.data.seccode ?? null) : null;
}

/** Asks the phone verifier to text a code to `phoneNumber` (E.164, `+639171234567`). */
export async function sendPhoneCode(
  config: PhoneVerifierConfig,
  phoneNumber: string,
  humanCheck: HumanCheckResult | undefined,
  options: VerifierOptions = {},
): Promise<{ sessionInfo: string }> {
  return request(
    `${joined(config.endpoint, '/accounts:sendVerificationCode')}?key=${encodeURIComponent(config.apiKey)}`,
    json({ phoneNumber, ...(humanCheck ? { humanCheck } : {}) }),
    z.object({ sessionInfo: z.string().check(z.minLength(1)) }),
    options,
  );
}

/** Checks the code with the phone verifier: its ID token for the number (the login proof). */
export async function confirmPhoneCode(
  config: PhoneVerifierConfig,
  sessionInfo: string,
  code: string,
  options: VerifierOptions = {},
): Promise<{ idToken: string; phoneNumber: string }> {
  return request(
    `${joined(config.endpoint, '/accounts:signInWithPhoneNumber')}?key=${encodeURIComponent(config.apiKey)}`,
    json({ sessionInfo, code }),
    z.object({ idToken: z.string().check(z.minLength(1)), phoneNumber: z.string() }),
    options,
  );
}
