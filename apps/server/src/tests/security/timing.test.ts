import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../testing/harness';
import { setPasswordCostForTests } from '../../accounts/passwords';

// Issue 28 item 8: a failed login must take as long whatever the name belongs to. Trial accounts
// have no password hash; their failures answered in 2 ms against 55 ms for a member, which told
// trial accounts apart. Real cost here (N = 16384), so the difference would show.
setPasswordCostForTests(16384);
let server: TestServer;
let trialName = '';
beforeAll(async () => {
  server = await startServer();
  trialName = (await server.browser().api.freePlayLogin({})).userName;
});
afterAll(async () => {
  await server.close();
  setPasswordCostForTests(1024);
});

/** The time of one wrong-password login for this name (captcha solved beforehand). */
async function failedLoginMs(username: string, i: number): Promise<number> {
  const b = server.browser();
  await b.api.captcha({});
  const captcha = b.captchaAnswer();
  const started = performance.now();
  await b.api.login({ username, password: `wrong${i}Pass`, captcha }).catch(() => undefined);
  return performance.now() - started;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('login timing', () => {
  it('a trial account, a member and an unknown name fail in about the same time', async () => {
    // Interleaved, so a busy machine slows all three alike; medians of 7.
    const names = { member: 'player00', trial: trialName, unknown: 'nobody-here-77' };
    const times: Record<keyof typeof names, number[]> = { member: [], trial: [], unknown: [] };
    for (let i = 0; i < 7; i++)
      for (const who of Object.keys(names) as (keyof typeof names)[])
        times[who].push(await failedLoginMs(names[who], i));
    const [member, trial, unknown] = [
      median(times.member),
      median(times.trial),
      median(times.unknown),
    ];
    console.log(
      `failed login, median of 7: member ${member.toFixed(1)} ms, trial ${trial.toFixed(1)} ms, unknown ${unknown.toFixed(1)} ms`,
    );
    for (const ratio of [trial / member, unknown / member]) {
      expect(ratio).toBeGreaterThan(0.4);
      expect(ratio).toBeLessThan(2.5);
    }
  });
});
