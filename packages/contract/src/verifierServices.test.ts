import { describe, expect, it } from 'vitest';
import {
  answerHumanChallenge,
  confirmPhoneCode,
  loadHumanChallenge,
  sendPhoneCode,
  VerifierError,
} from './verifierServices';

const human = { type: 'geetest' as const, endpoint: '/verifier/human/', captchaId: 'demo-check' };
const phone = { type: 'firebase' as const, endpoint: 'https://v.example/v1', apiKey: 'k&1' };

/** A fetch that answers one canned response and notes what it was asked. */
function fakeFetch(status: number, body: unknown) {
  const asked: { url: string; init: RequestInit }[] = [];
  const f = (async (url: string, init: RequestInit) => {
    asked.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { fetch: f, asked };
}

describe('human check', () => {
  it("loads a challenge for the deployment's captcha id", async () => {
    const f = fakeFetch(200, { status: 'success', data: { lot_number: 'l1', image: 'iVBOR' } });
    await expect(loadHumanChallenge(human, f)).resolves.toEqual({
      lotNumber: 'l1',
      image: 'iVBOR',
    });
    expect(f.asked[0]!.url).toBe('/verifier/human/load?captcha_id=demo-check');
    expect(f.asked[0]!.init.credentials).toBe('omit');
  });

  it('gives the proof for a right answer and null for a wrong one', async () => {
    const seccode = {
      captcha_id: 'demo-check',
      lot_number: 'l1',
      pass_token: 'p',
      gen_time: '1700000000',
      captcha_output: 'o',
    };
    const right = fakeFetch(200, { data: { result: 'success', seccode } });
    await expect(answerHumanChallenge(human, 'l1', '1234', right)).resolves.toEqual(seccode);
    expect(JSON.parse(String(right.asked[0]!.init.body))).toEqual({
      captcha_id: 'demo-check',
      lot_number: 'l1',
      answer: '1234',
    });
    const wrong = fakeFetch(200, { data: { result: 'fail' } });
    await expect(answerHumanChallenge(human, 'l1', '9', wrong)).resolves.toBeNull();
  });
});

describe('phone verifier', () => {
  it('sends the number with the key and the human proof', async () => {
    const f = fakeFetch(200, { sessionInfo: 's1' });
    await expect(sendPhoneCode(phone, '+639171234567', undefined, f)).resolves.toEqual({
      sessionInfo: 's1',
    });
    expect(f.asked[0]!.url).toBe('https://v.example/v1/accounts:sendVerificationCode?key=k%261');
  });

  it("reads the service's refusal code", async () => {
    const f = fakeFetch(400, { error: { code: 400, message: 'INVALID_CODE' } });
    const e = await confirmPhoneCode(phone, 's1', '000000', f).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(VerifierError);
    expect(e).toMatchObject({ code: 'INVALID_CODE', status: 400 });
  });

  it('treats an answer of the wrong shape and no answer as failures', async () => {
    const odd = fakeFetch(200, { token: 'x' });
    await expect(confirmPhoneCode(phone, 's1', '1', odd)).rejects.toMatchObject({
      code: 'BAD_ANSWER',
    });
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(
      sendPhoneCode(phone, '+63917', undefined, { fetch: offline }),
    ).rejects.toMatchObject({
      code: 'NETWORK',
    });
  });
});
