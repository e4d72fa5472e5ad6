// The attack of issue 28, re-run with the counts against a real server on loopback: the
// server runs in its own process (as `npm start` runs it, real password cost) on a fresh, seeded
// database; this script is the attacker and the players, each "address" an X-Forwarded-For the
// server is told to trust (PLAYDECK_TRUST_PROXY=loopback). Captchas are solved through the dev
// endpoint (PLAYDECK_DEV_ADMIN=1), as a captcha-solving attacker would.
//
//   pnpm --filter @playdeck/server attack          (port 4411; ATTACK_PORT for another)
//
// Prints one line per figure.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiError, createApi, createClient, type Api } from '@playdeck/contract';

// ATTACK_SERVER_DIR runs another checkout's server (e.g. the code before the fixes) for comparison.
const serverDir =
  process.env.ATTACK_SERVER_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.ATTACK_PORT ?? 4411);
const base = `http://127.0.0.1:${port}`;
const MERCHANT = 'playdeck';
const PASSWORD = 'Demo1234';
const PAYMENT_PASSWORD = '246810';

const scratch = mkdtempSync(join(tmpdir(), 'playdeck-attack-'));
const dbFile = join(scratch, 'attack.sqlite');

function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      PLAYDECK_DB: dbFile,
      PLAYDECK_DEV_ADMIN: '1',
      PLAYDECK_TRUST_PROXY: 'loopback',
      PLAYDECK_SITE_DIR: join(scratch, 'no-site'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('Playdeck is running')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

let addressSerial = 0;
/** A new client address (X-Forwarded-For). */
const newAddress = () => `203.0.${Math.floor(++addressSerial / 250)}.${addressSerial % 250}`;

interface Browser {
  api: Api;
  setToken(token: string | null): void;
  /** Fetches a captcha image and answers it (a captcha-solving attacker); '' without an image. */
  solveCaptcha(): Promise<string>;
}

/** A browser: its own cookie jar and session token, at a given address. */
function browser(address: string): Browser {
  const jar = new Map<string, string>();
  let token: string | null = null;
  const f: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    headers.set('x-forwarded-for', address);
    const res = await fetch(input, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return res;
  };
  const client = createClient({
    baseUrl: base,
    merchant: MERCHANT,
    fetch: f,
    token: () => token,
    retryDelaysMs: [],
  });
  const api = createApi(client);
  return {
    api,
    setToken: (t) => (token = t),
    async solveCaptcha() {
      // No image (the address's captcha allowance is used up): the login goes without one.
      if ((await outcome(api.captcha({}))) !== 'ok') return '';
      const id = decodeURIComponent(jar.get('captchaId') ?? '');
      const res = await fetch(`${base}/__dev/captcha?id=${id}`);
      return ((await res.json()) as { value: { answer: string } }).value.answer;
    },
  };
}

/** 'ok', or the refusal's code (and wait, for a 429). */
async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    const wait = (e.value as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
    return wait === undefined ? e.errorCode : `${e.errorCode} (${wait} s)`;
  }
}

const tally = (answers: string[]) => {
  const counts: Record<string, number> = {};
  for (const a of answers)
    counts[a.replace(/ \(\d+ s\)$/, '')] = (counts[a.replace(/ \(\d+ s\)$/, '')] ?? 0) + 1;
  return Object.entries(counts)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ');
};
const checked = (answers: string[]) =>
  answers.filter((a) => a === 'ok' || a === 'login.password.error').length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const report = (label: string, figure: string) => console.log(`${label.padEnd(58)} ${figure}`);

async function loggedIn(username: string): Promise<Browser> {
  const b = browser(newAddress());
  const captcha = await b.solveCaptcha();
  b.setToken((await b.api.login({ username, password: PASSWORD, captcha })).token);
  return b;
}

function dbBytes(): number {
  return ['', '-wal', '-shm']
    .map((suffix) => `${dbFile}${suffix}`)
    .filter((f) => existsSync(f))
    .reduce((sum, f) => sum + statSync(f).size, 0);
}

async function statusMs(): Promise<number> {
  const started = performance.now();
  await fetch(`${base}/wps/system/status`, { headers: { merchant: MERCHANT } });
  return performance.now() - started;
}

async function main() {
  const server = await startServer();
  try {
    // Sessions for the later figures, made before the login attacks (which, on the code before
    // the fixes, lock these accounts out).
    const payer = await loggedIn('player01');
    const checkers = await Promise.all(
      ['player00', 'player02', 'agent41', 'agent42'].map(loggedIn),
    );
    const uploader = await loggedIn('player02');

    // 1. 12 wrong-captcha attempts (no captcha cookie), then the real user from another address.
    {
      const attacker = browser(newAddress());
      await outcome(attacker.api.login({ username: 'player00', password: 'wrong-1x' }));
      const answers: string[] = [];
      for (let i = 0; i < 12; i++)
        answers.push(
          await outcome(
            attacker.api.login({ username: 'player00', password: `wrong${i}xx`, captcha: '1234' }),
          ),
        );
      const user = browser(newAddress());
      const captcha = await user.solveCaptcha();
      const real = await outcome(
        user.api.login({ username: 'player00', password: PASSWORD, captcha }),
      );
      report(
        '1. 12 wrong captchas, then the real user',
        `attacker: ${tally(answers)}; real user: ${real}`,
      );
    }

    // 2. 60 parallel wrong logins from one address, without and with solved captchas.
    {
      const ip = newAddress();
      const plain = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          outcome(browser(ip).api.login({ username: 'player01', password: `wrong${i}xx` })),
        ),
      );
      report(
        '2a. 60 parallel wrong logins, no captcha',
        `${checked(plain)} checked (${tally(plain)})`,
      );
      const ip2 = newAddress();
      const solved = await Promise.all(
        Array.from({ length: 60 }, async () => {
          const b = browser(ip2);
          return [b, await b.solveCaptcha()] as const;
        }),
      );
      const answers = await Promise.all(
        solved.map(([b, captcha], i) =>
          outcome(b.api.login({ username: 'player02', password: `wrong${i}xx`, captcha })),
        ),
      );
      report(
        '2b. 60 parallel wrong logins, each captcha solved',
        `${checked(answers)} checked (${tally(answers)})`,
      );
    }

    // 3. 19 wrong plus the right one in parallel (captchas solved).
    {
      const ip = newAddress();
      const solved = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const b = browser(ip);
          return [b, await b.solveCaptcha()] as const;
        }),
      );
      const answers = await Promise.all(
        solved.map(([b, captcha], i) =>
          outcome(
            b.api.login({
              username: 'agent41',
              password: i === 19 ? PASSWORD : `wrong${i}xx`,
              captcha,
            }),
          ),
        ),
      );
      report(
        '3. 19 wrong + the right one in parallel',
        `${checked(answers)} checked; the right one: ${answers[19]}`,
      );
    }

    // 3b. Change password: 20 wrong old passwords in parallel (limit 5).
    {
      const b = await loggedIn('agent42');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          outcome(
            b.api.changePassword({
              oldPassword: `wrong${i}xx`,
              newPassword: 'Another123',
              confirmNewPassword: 'Another123',
            }),
          ),
        ),
      );
      report(
        '3b. change password, 20 wrong in parallel',
        `${answers.filter((a) => a === 'modify.old.password.error').length} checked (${tally(answers)})`,
      );
    }

    // 4. Eight spellings of one mobile number (partner40), then the username.
    {
      const ip = newAddress();
      const spellings = [
        '9221234567',
        '09221234567',
        '+639221234567',
        '922 123 4567',
        '639221234567',
        '+63 922 123 4567',
        '0922-123-4567',
        '(0922) 123 4567',
      ];
      const answers: string[] = [];
      for (const [i, spelling] of spellings.entries()) {
        const b = browser(ip);
        const captcha = await b.solveCaptcha();
        answers.push(
          await outcome(b.api.login({ username: spelling, password: `wrong${i}xx`, captcha })),
        );
      }
      const b = browser(ip);
      const captcha = await b.solveCaptcha();
      const byName = await outcome(
        b.api.login({ username: 'partner40', password: PASSWORD, captcha }),
      );
      report(
        '4. 8 spellings of one number, one address',
        `${checked(answers)} checked (${tally(answers)}); then by username: ${byName}`,
      );
    }

    // 14. 40 failed logins from one address over many accounts, then another player there.
    {
      const ip = newAddress();
      const answers: string[] = [];
      for (let i = 0; i < 40; i++) {
        const b = browser(ip);
        const captcha = await b.solveCaptcha();
        answers.push(
          await outcome(b.api.login({ username: `nobody${i}`, password: 'wrong-pass1', captcha })),
        );
      }
      const neighbour = browser(ip);
      const captcha = await neighbour.solveCaptcha();
      const real = await outcome(
        neighbour.api.login({ username: 'player00', password: PASSWORD, captcha }),
      );
      report(
        '14. 40 failures from one address, then a neighbour',
        `${tally(answers)}; neighbour: ${real}`,
      );
    }

    // 5. 40 wrong payment passwords, then the right one.
    {
      const b = payer;
      const order = (paymentPassword: string) => ({
        amount: 100,
        paymentPassword,
        channelCode: 'GCASH' as const,
        accountName: 'Juan Dela Cruz',
        accountNumber: '09171234567',
      });
      const answers: string[] = [];
      for (let i = 0; i < 40; i++)
        answers.push(await outcome(b.api.withdraw(order(String(100000 + i)))));
      const right = await outcome(b.api.withdraw(order(PAYMENT_PASSWORD)));
      report(
        '5. 40 wrong payment passwords, then the right one',
        `${tally(answers)}; right one: ${right}`,
      );
    }

    // 6. Status-call latency while 10 payment-password checks run (right passwords, so no
    // allowance runs out: every try costs a full check), 10 rounds.
    {
      const idle: number[] = [];
      for (let i = 0; i < 10; i++) idle.push(await statusMs());
      const members = checkers;
      const busy: number[] = [];
      for (let round = 0; round < 10; round++) {
        const tries = Array.from({ length: 10 }, (_, i) =>
          outcome(
            members[i % members.length]!.api.withdraw({
              amount: 100,
              paymentPassword: PAYMENT_PASSWORD,
              channelCode: 'GCASH',
              accountName: 'Juan Dela Cruz',
              accountNumber: '09171234567',
            }),
          ),
        );
        await new Promise((r) => setTimeout(r, 2));
        busy.push(await statusMs());
        await Promise.all(tries);
      }
      report(
        '6. status call while 10 payment-password checks run',
        `median ${median(busy).toFixed(1)} ms, max ${Math.max(...busy).toFixed(1)} ms over 10 rounds (idle median ${median(idle).toFixed(1)} ms)`,
      );
    }

    // 7. Uploads: three requests of 3 x 5 MB (PNG magic bytes plus zeros).
    {
      const b = uploader;
      const announcements = await fetch(`${base}/wps/relay/MCSFE_getListAnnouncements?types=PR`, {
        headers: { merchant: MERCHANT },
      }).then((r) => r.json() as Promise<{ value: { promotion: { id: number }[] } }>);
      const promotion = String(announcements.value.promotion[0]!.id);
      const fake = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(5 * 1024 * 1024 - 8),
      ]);
      const image = `data:image/png;base64,${fake.toString('base64')}`;
      const before = dbBytes();
      const answers: string[] = [];
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        answers.push(
          await outcome(
            b.api.applyForActivity({
              activityId: promotion,
              comment: 'proof',
              images: [image, image, image],
            }),
          ),
        );
        times.push(performance.now() - started);
      }
      const after = dbBytes();
      report(
        '7. 3 uploads of 3 x 5 MB (magic bytes + zeros)',
        `${tally(answers)}; database ${(before / 1e6).toFixed(1)} MB -> ${(after / 1e6).toFixed(1)} MB; ${times.map((t) => t.toFixed(0)).join(' / ')} ms each`,
      );
      const more: string[] = [];
      for (let i = 0; i < 4; i++)
        more.push(
          await outcome(
            b.api.applyForActivity({ activityId: promotion, comment: 'proof', images: [image] }),
          ),
        );
      report('7b. 4 more applications in the same hour', tally(more));
    }

    // 8. Failed-login timing: trial vs member vs unknown name (interleaved, median of 7).
    {
      const trial = (await browser(newAddress()).api.freePlayLogin({})).userName;
      const names = { member: 'agent42', trial, unknown: 'nobody-here-77' } as const;
      const times: Record<keyof typeof names, number[]> = { member: [], trial: [], unknown: [] };
      for (let i = 0; i < 7; i++)
        for (const who of Object.keys(names) as (keyof typeof names)[]) {
          const b = browser(newAddress());
          const captcha = await b.solveCaptcha();
          const started = performance.now();
          await outcome(b.api.login({ username: names[who], password: `wrong${i}Pass`, captcha }));
          times[who].push(performance.now() - started);
        }
      report(
        '8. failed login time, median of 7',
        `member ${median(times.member).toFixed(1)} ms, trial ${median(times.trial).toFixed(1)} ms, unknown ${median(times.unknown).toFixed(1)} ms`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
